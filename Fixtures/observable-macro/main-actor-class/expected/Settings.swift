// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

enum Settings {
  /// Preferences shown on the settings screen.
  ///
  /// Loaded once at launch.
  @Observable
  @MainActor
  final class Store {
    var fontSize = 14.0
    var useDarkMode = false
    @ObservationIgnored private var saveCount = 0

    func save() { saveCount += 1 }
  }
}

struct SettingsScreen: View {
  @State var store = Settings.Store()

  var body: some View {
    Form {
      FontSizeRow(store: store)
      Toggle("Dark", isOn: $store.useDarkMode)
    }
  }
}

struct FontSizeRow: View {
  @Bindable var store: Settings.Store

  var body: some View {
    Slider(value: $store.fontSize, in: 8...32)
  }
}
