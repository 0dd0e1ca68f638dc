// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A view extension whose chain starts on the implicit self: `tint(c)` then `.accentColor(c)`
/// sets the colour twice, so the accentColor(_:) call goes rather than becoming a second tint.
extension View {
  func brandedControls() -> some View {
    tint(Color.purple)
  }

  func brandedAfter() -> some View {
    accentColor(.mint)
      .tint(.mint)
  }

  /// Another colour: renamed, as anywhere.
  func twoColours() -> some View {
    tint(.green)
      .tint(.yellow)
  }
}
