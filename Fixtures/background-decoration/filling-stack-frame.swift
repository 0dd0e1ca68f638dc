// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// The ZStack's own frame that fills its space repeats the frame the fix gives the content:
// the content framed to fill, with the colour behind it, fills the space offered already,
// so the stack's frame goes instead of following the background as a second one.
struct LoadingCover: View {
  var body: some View {
    ZStack {
      Color.black.opacity(0.4)
      ProgressView()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

struct EmptyState: View {
  var body: some View {
    ZStack(alignment: .top) {
      Color.gray
      Text("Nothing here yet")
        .padding()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .ignoresSafeArea()
  }
}

struct Badge: View {
  var body: some View {
    ZStack { Color.red; Text("3") }.frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// A frame with a minimum is not only filling: it stays.
struct Tile: View {
  var body: some View {
    ZStack {
      Color.blue
      Text("Tile")
    }
    .frame(minHeight: 80, maxHeight: .infinity)
  }
}

/// A view placed by `.position` takes all the space offered already: no frame is added.
struct LaunchLogo: View {
  let center: CGPoint

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.indigo
      Image(systemName: "house.fill")
        .frame(width: 80, height: 80)
        .position(x: center.x, y: center.y)
    }
  }
}
