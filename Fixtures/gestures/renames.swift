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
        MagnificationGesture()
          .updating($pinch) { value, state, _ in
            state = value
          }
          .onEnded { value in
            scale *= value
          }
      )
      .simultaneousGesture(RotationGesture(minimumAngleDelta: .degrees(5)).onChanged { angle = $0 })
  }
}

struct Spinner: View {
  @State private var angle = Angle.zero

  var rotation: some Gesture {
    RotationGesture()
      .onChanged { newAngle in
        let value = newAngle.degrees
        print(value)
        angle = newAngle
      }
      .onEnded { _ in print("done") }
  }

  var body: some View {
    Circle().rotationEffect(angle).gesture(rotation)
  }
}
