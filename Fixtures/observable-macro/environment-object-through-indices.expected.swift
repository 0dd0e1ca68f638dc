// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// The object put into the environment is read through an index of the array's indices, an
// Int: `sessions[index]` is a Session, so the environment call converts with the class.
@Observable
final class Session {
  var user = ""
}

struct AccountsView: View {
  let sessions: [Session]

  var body: some View {
    ForEach(sessions.indices, id: \.self) { index in
      let session = sessions[index]
      AccountBadge()
        .environment(session)
    }
  }
}

struct AccountBadge: View {
  @Environment(Session.self) var session
  var body: some View { Text(session.user) }
}
