// fixture: deployment-target=iOS=15.0,macOS=11.0
import SwiftUI

// Color(nsColor:) needs macOS 12: on macOS 11 the NSColor initializer stays.
struct Well: View {
  var body: some View {
    #if os(macOS)
      Color(NSColor.windowBackgroundColor)
    #else
      Color(UIColor.systemBackground)
    #endif
  }
}
