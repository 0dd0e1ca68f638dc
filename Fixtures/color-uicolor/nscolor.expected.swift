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
      Color(nsColor: .windowBackgroundColor)
        .ignoresSafeArea()
      Color(nsColor: .controlBackgroundColor)
      Color(nsColor: .systemBlue).opacity(0.1)
      Color(nsColor: accent)
      Color(nsColor: Chrome.border)
      Color(nsColor: NSColor(white: 0.2, alpha: 1))
      SwiftUI.Color(nsColor: .labelColor)
      Color("Brand")
      Color(.red)
    }
  }
}
