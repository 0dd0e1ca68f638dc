// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

/// The app's own Image: a photo with its caption below. `Image(…)` in this module is this
/// view, not SwiftUI's, so `.resizable()` is its own method and does not make it a picture
/// that may fill the screen: its caption is content, which runs under the bars.
struct Image: View {
  let name: String
  var isResizable = false

  init(_ name: String) { self.name = name }

  func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  var body: some View {
    VStack {
      SwiftUI.Image(name)
      Text(name)
    }
  }
}

struct GalleryScreen: View {
  var body: some View {
    Image("Harbour").resizable()
      .ignoresSafeArea()
  }
}
