// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// Comments that say the deprecated modifier is used on purpose keep it; an unrelated comment
/// does not.
struct Root: View {
  let accent: Color

  var body: some View {
    VStack {
      Menu("Sort") {}
        .accentColor(accent)  // deprecated, but .tint colours the menu's buttons
      Menu("Filter") {}
        // accentColor, not tint: the bordered style reads Color.accentColor
        .accentColor(accent)
      Button("Go") {}
        .accentColor(accent)  // brand colour
    }
  }
}
