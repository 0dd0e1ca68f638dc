// fixture: deployment-target=watchOS=10.0
import SwiftUI

// A watch app: NavigationView never showed a sidebar column there.
struct PresetList: View {
  var body: some View {
    NavigationView {
      List {
        NavigationLink("Exercise") { Text("Exercise") }
      }
      .navigationTitle("Presets")
    }
  }
}
