// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Sticker: View {
  @State private var scale: CGFloat = 1
  @State private var angle = Angle.zero

  var body: some View {
    Image(systemName: "star")
      .scaleEffect(scale)
      .rotationEffect(angle)
      .gesture(
        MagnifyGesture()
          .onChanged { value in
            scale = value.magnification.magnitude
          }
          .simultaneously(with: RotateGesture().onChanged { value in angle = value.rotation })
      )
  }
}
