// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A project's failable Color initializer gives an optional colour, which foregroundColor
/// accepts and foregroundStyle does not.
extension Color {
  init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    self.init(white: 0.5)
  }

  init(level: Int) {
    self.init(white: level > 0 ? 0.2 : 0.8)
  }
}

struct HexBadge: View {
  var body: some View {
    VStack {
      Text("Hex").foregroundColor(Color(hex: "#ff0000"))
      Text("Implicit").foregroundColor(.init(hex: "#00ff00"))
      Text("Fallback").foregroundStyle(Color(hex: "#0000ff") ?? .blue)
      Text("Level").foregroundStyle(Color(level: 2))
      Text("Named").foregroundStyle(Color("Brand"))
    }
  }
}
