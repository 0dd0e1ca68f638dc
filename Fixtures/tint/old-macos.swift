// fixture: include-review deployment-target=iOS=15.0,macOS=11.0
import SwiftUI

/// tint(_:) needs macOS 12: a module that still builds for macOS 11 keeps accentColor.
struct Shared: View {
  var body: some View {
    Button("Go") {}
      .accentColor(.purple)
  }
}
