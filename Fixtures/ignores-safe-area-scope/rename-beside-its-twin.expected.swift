// fixture: deployment-target=iOS=15.0
import SwiftUI

// The deprecated call sits next to the modifier it would become: renaming it would write
// that modifier twice in a row, so it goes.
struct Backdrop: View {
  var body: some View {
    Color.black
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .ignoresSafeArea()
      .padding()
  }
}

struct Banner: View {
  var body: some View {
    Color.red
      .ignoresSafeArea(edges: .top)
  }
}

// Different edges, or a comment in between: renamed as usual.
struct Footer: View {
  var body: some View {
    VStack {
      Color.blue
        .ignoresSafeArea(edges: .bottom)
        .ignoresSafeArea(edges: .top)
      Color.green
        .ignoresSafeArea() // full bleed
        .ignoresSafeArea()
    }
  }
}
