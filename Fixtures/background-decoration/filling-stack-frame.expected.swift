// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// The ZStack's own frame that fills its space repeats the frame the fix gives the content:
// the content framed to fill, with the colour behind it, fills the space offered already,
// so the stack's frame goes instead of following the background as a second one.
struct LoadingCover: View {
  var body: some View {
    ProgressView()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        Color.black.opacity(0.4)
      }
  }
}

struct EmptyState: View {
  var body: some View {
    Text("Nothing here yet")
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      .background {
        Color.gray
      }
      .ignoresSafeArea()
  }
}

struct Badge: View {
  var body: some View {
    Text("3").frame(maxWidth: .infinity, maxHeight: .infinity).background { Color.red }
  }
}

/// A frame with a minimum is not only filling: it stays.
struct Tile: View {
  var body: some View {
    Text("Tile")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        Color.blue
      }
      .frame(minHeight: 80, maxHeight: .infinity)
  }
}

/// A view placed by `.position` takes all the space offered already: no frame is added.
struct LaunchLogo: View {
  let center: CGPoint

  var body: some View {
    Image(systemName: "house.fill")
      .frame(width: 80, height: 80)
      .position(x: center.x, y: center.y)
      .background {
        Color.indigo
      }
  }
}
