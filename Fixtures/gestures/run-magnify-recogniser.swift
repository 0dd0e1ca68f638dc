// fixture: include-review deployment-target=iOS=17.0
import SwiftUI
import UIKit

/// The photo viewer's UIKit pinch recogniser, which reports the pinch's centre too. The
/// module declares it, so the bare name `MagnifyGesture` means this class here.
final class MagnifyGesture: UIPinchGestureRecognizer {
  private(set) var centre: CGPoint = .zero

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    centre = location(in: view)
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
