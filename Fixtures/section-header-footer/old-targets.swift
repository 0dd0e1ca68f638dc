// fixture: deployment-target=iOS=15.0,macOS=11.0
import SwiftUI

struct Settings: View {
  var body: some View {
    Form {
      Section(header: Text("General")) {
        Text("Sounds")
      }
    }
  }
}
