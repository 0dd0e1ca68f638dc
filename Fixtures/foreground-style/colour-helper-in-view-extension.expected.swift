// fixture: deployment-target=iOS=16.0
import SwiftUI

enum Tone {
  case accent
  case muted
}

extension Color {
  static func tone(_ tone: Tone) -> Color {
    tone == .accent ? .orange : .gray
  }
}

/// Inside `extension View` or `extension Shape`, `Color` is SwiftUI's Color as extended here:
/// neither protocol has a member of that name.
extension View {
  func badge(_ tone: Tone) -> some View {
    overlay(alignment: .topTrailing) {
      Circle()
        .foregroundStyle(Color.tone(tone))
        .frame(width: 8, height: 8)
    }
  }
}

extension Shape {
  func toned(_ tone: Tone) -> some View {
    stroke(lineWidth: 1)
      .foregroundStyle(Color.tone(tone))
  }
}
