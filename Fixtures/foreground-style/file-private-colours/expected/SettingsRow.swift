import SwiftUI

/// Two files each give the project's palette a `fileprivate` colour of one name: each file
/// sees only its own, so the name is no ambiguity and the bridged Color cannot be nil.
final class Palette {
  static let accent = UIColor(white: 0.3, alpha: 1)
}

extension UIColor {
  var swiftUI: Color { Color(uiColor: self) }
}

struct SettingsRow: View {
  var body: some View {
    HStack {
      Text("Settings")
        .foregroundStyle(Palette.ink.swiftUI)
      Text("Accent")
        .foregroundStyle(Palette.accent.swiftUI)
    }
  }
}

fileprivate extension Palette {
  static let ink = UIColor(white: 0.1, alpha: 1)
}
