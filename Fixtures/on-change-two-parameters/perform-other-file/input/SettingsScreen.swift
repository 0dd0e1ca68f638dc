// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct SettingsScreen: View {
  @State private var theme = 0
  let handler: ThemeHandler

  var body: some View {
    Picker("Theme", selection: $theme) {
      Text("Light").tag(0)
      Text("Dark").tag(1)
    }
    .onChange(of: theme, perform: handler.apply)
    .onChange(of: theme, perform: handler.makeAction())
  }
}
