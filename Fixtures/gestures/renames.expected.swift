// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct ZoomableMap: View {
  @State private var scale: CGFloat = 1
  @State private var angle = Angle.zero
  @GestureState private var pinch: CGFloat = 1

  var body: some View {
    Image("map")
      .scaleEffect(scale * pinch)
      .rotationEffect(angle)
      .gesture(
        MagnifyGesture()
          .updating($pinch) { value, state, _ in
            state = value.magnification
          }
          .onEnded { value in
            scale *= value.magnification
          }
      )
      .simultaneousGesture(RotateGesture(minimumAngleDelta: .degrees(5)).onChanged { angle = $0.rotation })
  }
}

struct Spinner: View {
  @State private var angle = Angle.zero

  var rotation: some Gesture {
    RotateGesture()
      .onChanged { newAngle in
        let value = newAngle.rotation.degrees
        print(value)
        angle = newAngle.rotation
      }
      .onEnded { _ in print("done") }
  }

  var body: some View {
    Circle().rotationEffect(angle).gesture(rotation)
  }
}
