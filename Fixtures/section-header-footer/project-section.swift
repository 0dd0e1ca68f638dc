// fixture: deployment-target=iOS=17.0
import SwiftUI

/// The project's own Section (a card with a title), which shadows SwiftUI's.
struct Section<Content: View>: View {
  let header: Text
  let content: Content

  init(header: Text, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
  }

  var body: some View {
    VStack { header; content }
  }
}

struct Dashboard: View {
  var body: some View {
    Section(header: Text("Today")) {
      Text("3 tasks")
    }
  }
}
