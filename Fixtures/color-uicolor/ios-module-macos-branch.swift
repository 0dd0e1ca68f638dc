// fixture: deployment-target=iOS=15.0
import SwiftUI

// An iOS app whose shared style keeps a branch for a Mac build it does not have: no target
// compiles the `#else` of `#if !os(macOS)`, so what `UIColor` is there (nothing, or a
// typealias of NSColor, which has no Color(uiColor:)) cannot be told, and it stays.
struct PressedRowBackground: View {
  let pressed: Bool

  var body: some View {
    if pressed {
      #if !os(macOS)
        Color(UIColor.systemGray6)
      #else
        Color(UIColor.separator)
      #endif
    } else {
      Color(UIColor.systemBackground)
    }
  }
}
