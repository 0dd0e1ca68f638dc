// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Session: ObservableObject {
  @Published var user = ""
}

struct AccountsView: View {
  let sessions: [Session]

  var body: some View {
    ForEach(sessions.indices, id: \.self) { index in
      let session = sessions[index]
      AccountBadge()
        .environmentObject(session)
    }
  }
}

struct AccountBadge: View {
  @EnvironmentObject var session: Session
  var body: some View { Text(session.user) }
}
