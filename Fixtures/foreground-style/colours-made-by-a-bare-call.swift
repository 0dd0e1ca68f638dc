// fixture: deployment-target=iOS=17.0
import SwiftUI

// Static colours whose values call a name bare inside `extension Color`: a static function
// of Color (`tone(…)`, returning Self), Self's own initializer (`Self(…)`, `Self { … }`),
// and another of them. Each is a Color that cannot be nil: the rewrite is safe. A static
// function returning an optional gives an optional colour, which stays.
extension Color {
  static func tone(_ hex: UInt) -> Self {
    Self(red: Double(hex >> 16) / 255, green: 0.5, blue: 0.5)
  }
  static func maybeTone(_ name: String) -> Self? { name.isEmpty ? nil : .gray }

  static let ink = tone(0x1A1A1A)
  static let paper = Self(white: 0.98)
  static let adaptiveInk = Self { _ in .black }
  static let heading = ink
  static let faded = tone(0x888888).opacity(0.5)
  static let missing = maybeTone("")

  init(resolve: @escaping (Int) -> Color) {
    self = resolve(0)
  }
}

struct Caption: View {
  let dark: Bool

  var body: some View {
    VStack {
      Text("a").foregroundColor(.ink)
      Text("b").foregroundColor(dark ? .paper : .adaptiveInk)
      Text("c").foregroundColor(.heading)
      Text("d").foregroundColor(.faded)
      Text("e").foregroundColor(.missing)
    }
  }
}
