// fixture: deployment-target=macOS=14.0
import SwiftUI

// A macOS module: `Color(.systemBlue)` is Color's NSColor initializer there, so it
// becomes `Color(nsColor:)`, never `Color(uiColor:)` (which macOS does not have).
struct BadgeIcon: View {
  var tint: Color? = Color(.systemBlue)

  var body: some View {
    Circle()
      .fill(tint ?? Color(.systemOrange))
      .overlay(Color(.systemGray).opacity(0.2))
  }
}
