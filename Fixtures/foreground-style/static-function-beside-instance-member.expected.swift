// fixture: deployment-target=iOS=17.0
import SwiftUI

/// Colours made by static functions of Color whose names instance members of Color share
/// (`Color.hex(_:)` beside `color.hex`): written after `Color.`, only the static one can be
/// meant, so its declared result says whether the colour can be nil.
extension Color {
  static func hex(_ code: String) -> Color { code.isEmpty ? .gray : .orange }
  var hex: String { "#000000" }

  static func badge(_ code: String) -> Color? { code.isEmpty ? nil : .orange }
  var badge: Bool { false }
}

struct TagLabel: View {
  let code: String
  let dark: Bool

  var body: some View {
    VStack {
      Text("Tag").foregroundStyle(Color.hex(code))
      Text("Mode").foregroundStyle(Color.hex(dark ? "F9EFBA" : "7B733C"))
      Text("Either").foregroundStyle(dark ? Color.hex(code) : Color.blue)
      Text("Badge").foregroundColor(Color.badge(code))
    }
  }
}
