// fixture: deployment-target=iOS=15.0
import SwiftUI

// The module does not say it builds for macOS: the macOS version its AppKit branch
// compiles against is unknown, so Color(nsColor:) is not written.
struct Well: View {
  var body: some View {
    #if os(macOS)
      Color(NSColor.windowBackgroundColor)
    #endif
  }
}
