// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Asset names: `Color(Palette.accentColor)` is Color's String initializer.
enum Palette {
  static let secondary = "Secondary"
  static let accentColor = "Accent"
}

struct Theme {
  var background = Color.white
}

extension Color {
  /// A project initializer with the same shape: not UIKit's.
  init(_ theme: Theme) { self = theme.background }
}

struct ThemedView: View {
  let theme: Theme

  var body: some View {
    VStack {
      Color("Brand")
      Color(Palette.secondary)
      Color(Palette.accentColor).opacity(0.5)
      Color(theme)
      Color(red: 1, green: 0.5, blue: 0)
      #if os(macOS)
        Color(nsColor: NSColor.windowBackgroundColor)
      #endif
    }
  }
}
