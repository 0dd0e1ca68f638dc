// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

struct Zoom: View {
  @State private var scale: CGFloat = 1

  var body: some View {
    if #available(iOS 17, *) {
      Image("photo")
        .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
    } else {
      Image("photo")
        .gesture(MagnificationGesture().onChanged { scale = $0 })
    }
  }
}
