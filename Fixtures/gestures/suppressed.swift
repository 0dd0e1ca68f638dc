// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Zoom: View {
  @State private var scale: CGFloat = 1

  var body: some View {
    Image("photo")
      // swiftui-migrate:disable:next gestures
      .gesture(MagnificationGesture().onChanged { scale = $0 })
  }
}
