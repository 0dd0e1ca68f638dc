// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Settings: View {
  var body: some View {
    Form {
      Section("General") {
        Text("Sounds")
      }
      Section {
        Text("Privacy")
      } header: {
        Text("Privacy")
      }
      Section(header: Text("Labelled"), content: { Text("Content by label") })
    }
  }
}
