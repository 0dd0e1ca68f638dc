// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

/// `accentColor` as a project static, an enum case, a property and a method with another
/// label: none is the deprecated modifier.
enum Swatch {
  case primary, accentColor

  var color: Color { self == .accentColor ? Palette.accentColor : .primary }
}

enum Palette {
  static let accentColor = Color("Accent")
}

struct Theme {
  var accentColor: Color = .blue
  func accentColor(for scheme: ColorScheme) -> Color { scheme == .dark ? .white : accentColor }
}

struct Badge: View {
  let theme: Theme

  var body: some View {
    Text("New")
      .foregroundColor(.accentColor)
      .background(Palette.accentColor.opacity(0.2))
      .border(theme.accentColor(for: .dark))
      .overlay(Circle().fill(Color.accentColor))
  }
}
