// fixture: deployment-target=iOS=17.0
import SwiftUI

/// The project's own scroll view, which shadows SwiftUI's: not the deprecated parameter.
struct ScrollView<Content: View>: View {
  let showsIndicators: Bool
  let content: Content

  init(showsIndicators: Bool, @ViewBuilder content: () -> Content) {
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  var body: some View { content }
}

struct Page: View {
  var body: some View {
    ScrollView(showsIndicators: false) {
      Text("Page")
    }
  }
}
