// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Gallery: View {
  var body: some View {
    Text("Gallery").frame(width: columnWidth)
  }
}

@MainActor
struct GalleryModel {
  var photos: [String] = []
}
