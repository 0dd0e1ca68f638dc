// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Session: ObservableObject {
  @Published var user = ""
}

func makeSession() -> Session { Session() }

struct RootView: View {
  var body: some View {
    AccountBadge()
      .environmentObject(makeSession())
  }
}

struct AccountBadge: View {
  @EnvironmentObject var session: Session
  var body: some View { Text(session.user) }
}
