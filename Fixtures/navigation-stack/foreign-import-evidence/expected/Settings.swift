import SwiftUI
#if canImport(SymbolKit)
import SymbolKit
#endif

struct SettingsScreen: View {
  var body: some View {
    NavigationStack {
      Form {
        Toggle("Badges", isOn: .constant(true))
      }
      .navigationTitle("Settings")
    }
  }
}
