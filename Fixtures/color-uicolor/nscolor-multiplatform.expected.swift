// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

// An app for iOS and macOS: `Color(.systemBlue)` is UIColor's on one and NSColor's on the
// other, so it stays; colours written for one platform under `#if` move to its initializer.
struct PanelBackground: View {
  var body: some View {
    VStack {
      #if os(macOS)
        Color(nsColor: .underPageBackgroundColor)
      #else
        Color(uiColor: .systemGroupedBackground)
      #endif
      Color(.systemBlue)
    }
  }
}
