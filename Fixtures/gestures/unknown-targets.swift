// fixture: include-review
import SwiftUI

struct Zoom: View {
  @State private var scale: CGFloat = 1

  var body: some View {
    Image("photo")
      .gesture(MagnificationGesture().onChanged { scale = $0 })
  }
}
