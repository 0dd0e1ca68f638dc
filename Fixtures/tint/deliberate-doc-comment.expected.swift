// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

extension View {
  /// Keeps `accentColor` even though it is deprecated: the tip's buttons ignore the tint.
  func tipColours(_ colour: Color) -> some View {
    padding(4)
      .accentColor(colour)
  }

  /// Colours the row's controls.
  func rowColours(_ colour: Color) -> some View {
    padding(4)
      .tint(colour)
  }
}

struct Banner: View {
  let colour: Color

  // accentColor, not tint: the bordered button below draws with Color.accentColor's role.
  var body: some View {
    Button("Open") {}
      .accentColor(colour)
  }
}
