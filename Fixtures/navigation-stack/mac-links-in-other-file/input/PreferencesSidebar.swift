// fixture: include-review deployment-target=macOS=13.0
import SwiftUI

struct PreferencesSidebar: View {
  var body: some View {
    List {
      NavigationLink("Accounts") { Text("Accounts") }
      NavigationLink("Sync") { Text("Sync") }
    }
  }
}
