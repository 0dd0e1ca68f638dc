// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// The functions named as actions are declared in another file: the semantic index gives
// apply's argument label, and of log's two overloads the one taking the observed String.
struct SettingsScreen: View {
  @State private var theme = 0
  @State private var name = ""
  let handler: ThemeHandler

  var body: some View {
    Picker("Theme", selection: $theme) {
      Text("Light").tag(0)
      Text("Dark").tag(1)
    }
    .onChange(of: theme) { _, newValue in handler.apply(theme: newValue) }
    .onChange(of: name) { _, newValue in handler.log(message: newValue) }
    .onChange(of: theme, perform: handler.makeAction())
  }
}

// A value of a generic parameter's type: the protocol it is constrained to declares the
// function, with its argument label.
struct ThemePreview<Handler: ThemeApplying>: View {
  @State private var theme = 0
  let handler: Handler

  var body: some View {
    Text("\(theme)")
      .onChange(of: theme) { _, newValue in handler.apply(theme: newValue) }
  }
}
