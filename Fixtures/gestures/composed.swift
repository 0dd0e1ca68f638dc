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
        MagnificationGesture()
          .onChanged { value in
            scale = value.magnitude
          }
          .simultaneously(with: RotationGesture().onChanged { value in angle = value })
      )
  }
}
