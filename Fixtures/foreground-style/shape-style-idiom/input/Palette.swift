// fixture: deployment-target=iOS=16.0
import SwiftUI

struct Theme {
  let title = Color("Title")
  let body = Color("Body")
}

extension Color {
  static let theme = Theme()
  static let sunset = Color("Sunset")
}

extension ShapeStyle where Self == Color {
  static var theme: Theme { Color.theme }
  static var accentBrand: Color { Color("AccentBrand") }
}

extension ShapeStyle where Self == LinearGradient {
  static var sunset: LinearGradient {
    LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
  }
}
