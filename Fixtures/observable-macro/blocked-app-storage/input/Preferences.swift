// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Preferences: ObservableObject {
  @Published var showsBadges = true
  @AppStorage("fontSize") var fontSize = 14.0
}

struct PreferencesView: View {
  @EnvironmentObject var preferences: Preferences

  var body: some View {
    Slider(value: $preferences.fontSize, in: 10...24)
  }
}
