// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// The project's own gesture of the same name: not SwiftUI's, never renamed.
struct MagnificationGesture: Gesture {
  typealias Value = CGFloat
  var body: DragGesture { DragGesture() }
}

struct Zoom: View {
  var body: some View {
    Image("photo")
      .gesture(MagnificationGesture())
  }
}
