// fixture: deployment-target=iOS=15.0
import SwiftUI

struct Settings: View {
  var body: some View {
    Form {
      // swiftui-migrate:disable:next section-header-footer
      Section(header: Text("General")) {
        Text("Sounds")
      }
    }
  }
}
