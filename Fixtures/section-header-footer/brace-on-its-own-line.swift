// fixture: deployment-target=iOS=16.0
import SwiftUI

// A footer argument long enough that its author put the content's brace on the next line.
// Once the parentheses go, the brace comes up to `Section`; with a comment between them,
// the line break stays.
struct PermissionsList: View {
  let appName: String

  var body: some View {
    List {
      Section(footer: Text(String(format: NSLocalizedString("Keep notifications on so that %@ can reach you.", comment: "Footer"), appName)))
      {
        Text("Notifications")
        Text("Critical Alerts")
      }
      Section(header: Text("Support")) // shown on every device
      {
        Text("Get help")
      }
    }
  }
}
