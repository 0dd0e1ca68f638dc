// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class Session {
  var user = ""
}

func makeSession() -> Session { Session() }

struct RootView: View {
  var body: some View {
    AccountBadge()
      .environment(makeSession())
  }
}

struct AccountBadge: View {
  @Environment(Session.self) var session
  var body: some View { Text(session.user) }
}
