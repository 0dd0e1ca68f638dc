// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

/// Every reader under the root's accentColor sits under a nearer one, whose colour is the
/// one it reads: the root's call has no reader and becomes a tint.
struct AppRoot: View {
  let palette: Palette

  var body: some View {
    VStack {
      Header()
      Gallery()
        .accentColor(palette.highlight)
      Text("Selected")
        .foregroundColor(Color.accentColor)
        .accentColor(palette.highlight)
      TabsView(palette: palette)
    }
    .tint(.primary)
  }
}

/// `.accentColor(nil)` inherits the enclosing colour: the reader under it is the outer
/// call's.
struct InheritingRoot: View {
  var body: some View {
    VStack {
      Gallery()
        .accentColor(nil)
    }
    .accentColor(.orange)
  }
}

/// Gallery is built under the nearer call and outside it: its reader is the outer call's.
struct MixedRoot: View {
  let palette: Palette

  var body: some View {
    VStack {
      Gallery()
      Gallery()
        .accentColor(palette.highlight)
    }
    .accentColor(.green)
  }
}
