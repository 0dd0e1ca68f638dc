// fixture: deployment-target=macOS=13.0
import SwiftUI

/// AppKit colours the app shares with its AppKit windows.
enum Chrome {
  static let border = NSColor(white: 0.8, alpha: 1)
}

struct SidebarBackground: View {
  let accent: NSColor

  var body: some View {
    ZStack {
      Color(NSColor.windowBackgroundColor)
        .ignoresSafeArea()
      Color(.controlBackgroundColor)
      Color(.systemBlue).opacity(0.1)
      Color(accent)
      Color(Chrome.border)
      Color(NSColor(white: 0.2, alpha: 1))
      SwiftUI.Color(NSColor.labelColor)
      Color("Brand")
      Color(.red)
    }
  }
}
