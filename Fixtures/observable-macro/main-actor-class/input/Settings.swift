// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

enum Settings {
  /// Preferences shown on the settings screen.
  ///
  /// Loaded once at launch.
  @MainActor
  final class Store: ObservableObject {
    @Published var fontSize = 14.0
    @Published var useDarkMode = false
    private var saveCount = 0

    func save() { saveCount += 1 }
  }
}

struct SettingsScreen: View {
  @StateObject var store = Settings.Store()

  var body: some View {
    Form {
      FontSizeRow(store: store)
      Toggle("Dark", isOn: $store.useDarkMode)
    }
  }
}

struct FontSizeRow: View {
  @ObservedObject var store: Settings.Store

  var body: some View {
    Slider(value: $store.fontSize, in: 8...32)
  }
}
