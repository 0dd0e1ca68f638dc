// fixture: include-review deployment-target=iOS=17.0,macOS=13.0
import SwiftUI

struct Zoom: View {
  @State private var scale: CGFloat = 1

  var body: some View {
    #if os(macOS)
      Image("photo")
        .gesture(MagnificationGesture().onChanged { scale = $0 })
    #else
      Image("photo")
    #endif
  }
}
