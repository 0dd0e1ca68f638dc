// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Zoom: View {
  @State private var scale: CGFloat = 1
  @State private var angle = Angle.zero

  let pinch: MagnificationGesture = MagnificationGesture()

  func apply(_ value: CGFloat) { scale = value }

  var body: some View {
    Image("photo")
      .gesture(MagnificationGesture().onChanged(apply))
      .gesture(
        MagnificationGesture()
          .simultaneously(with: RotationGesture())
          .onEnded { value in
            scale = value.first ?? 1
            angle = value.second ?? .zero
          }
      )
  }
}

func makeRotation() -> RotationGesture {
  RotationGesture()
}
