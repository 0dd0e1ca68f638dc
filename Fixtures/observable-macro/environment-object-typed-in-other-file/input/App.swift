// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct RootView: View {
  let services: Services

  var body: some View {
    AccountBadge()
      .environmentObject(services.session())
  }
}

struct AccountBadge: View {
  @EnvironmentObject var session: Session
  var body: some View { Text(session.user) }
}
