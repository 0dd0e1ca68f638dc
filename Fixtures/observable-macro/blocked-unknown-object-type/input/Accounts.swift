// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Session: ObservableObject {
  @Published var user = ""
}

struct AccountsView: View {
  let sessions: [Session]

  var body: some View {
    ForEach(Array(sessions.enumerated()), id: \.offset) { entry in
      AccountBadge()
        .environmentObject(entry.element)
    }
  }
}

struct AccountBadge: View {
  @EnvironmentObject var session: Session
  var body: some View { Text(session.user) }
}
