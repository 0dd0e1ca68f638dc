// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// The photo editor's own pinch tracker, shared with its UIKit screen: it clamps the scale
/// and remembers the last one. The module declares it, so the bare name `MagnifyGesture`
/// means this class here.
final class MagnifyGesture {
  private(set) var lastScale: CGFloat = 1

  func clamped(_ scale: CGFloat) -> CGFloat {
    lastScale = min(max(scale, 0.5), 4)
    return lastScale
  }
}

struct ZoomablePhoto: View {
  let name: String
  @State private var zoom: CGFloat = 1

  var body: some View {
    Image(name)
      .resizable()
      .scaledToFit()
      .scaleEffect(zoom)
      .gesture(
        MagnificationGesture()
          .onChanged { value in zoom = value }
      )
  }
}
