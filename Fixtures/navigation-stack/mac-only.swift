// fixture: include-review deployment-target=macOS=13.0
import SwiftUI

struct InspectorPane: View {
  var body: some View {
    NavigationView {
      List {
        NavigationLink("General") { Text("General") }
      }
    }
  }
}
