// fixture: deployment-target=iOS=17.0
import SwiftUI

/// Colours the declarations say are Color: a static let whose value is a static function
/// of Color, a protocol requirement, and a member an extension of a type of another module
/// (Date) declares.
extension Color {
  static func shade(_ level: Int) -> Color { level > 0 ? .orange : .gray }
  static let warning = Color.shade(2)
  static func maybeShade(_ level: Int) -> Color? { level > 0 ? .orange : nil }
  static let maybeWarning = Color.maybeShade(2)
}

enum Palette {
  static let calm = Color.shade(0)
}

protocol Themed {
  var accent: Color { get }
  var highlight: Color? { get }
}

extension Date {
  var ageColor: Color { timeIntervalSinceNow < -86_400 ? .gray : .green }
  var maybeAgeColor: Color? { timeIntervalSinceNow < -86_400 ? nil : .green }
  func colour(after days: Int) -> Color { days > 1 ? .gray : .green }
}

extension ShapeStyle where Self == Color {
  static var ink: Color { .black }
}

extension Text {
  static let calloutColor: Color = .gray
  static func calloutShade() -> Color { .gray }
}

// In an extension of another module's type, `Color` might be a nested type of it: review.
extension Date {
  static let stale = Color.shade(0)
}

extension Int {
  var tone: Color { self > 0 ? .green : .red }
}

struct AgeRow<Theme: Themed>: View {
  let theme: any Themed
  let typedTheme: Theme
  let plainTheme: Themed
  let date: Date

  var body: some View {
    VStack {
      Text("warning").foregroundColor(Color.warning)
      Text("warning").foregroundColor(.warning)
      Text("calm").foregroundColor(Palette.calm)
      Text("maybe").foregroundColor(Color.maybeWarning)
      Text("accent").foregroundColor(theme.accent)
      Text("accent").foregroundColor(typedTheme.accent)
      Text("accent").foregroundColor(plainTheme.accent)
      Text("highlight").foregroundColor(theme.highlight)
      Text("age").foregroundColor(date.ageColor)
      Text("age").foregroundColor(date.maybeAgeColor)
      Text("age").foregroundColor(date.colour(after: 2))
      Text("ink").foregroundColor(.ink)
      Text("tone").foregroundColor(3.tone)
      Text("stale").foregroundColor(Date.stale)
      Text("callout").foregroundColor(Text.calloutColor)
      Text("callout").foregroundColor(Text.calloutShade())
    }
  }
}
