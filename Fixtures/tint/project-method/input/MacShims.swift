import SwiftUI

#if os(macOS)
  /// The app's own accentColor for macOS, where it wants the tint to win over the user's
  /// accent colour.
  extension View {
    func accentColor(_ color: Color) -> some View { tint(color) }
  }
#endif

/// A gauge model with a method of the same name and label.
struct GaugeStyleModel {
  var colors: [Color] = []
  func accentColor(_ color: Color) -> GaugeStyleModel { GaugeStyleModel(colors: colors + [color]) }
}
