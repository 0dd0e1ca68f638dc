import SwiftUI

/// A padded panel around any content.
struct Panel<Content: View>: View {
  @ViewBuilder let content: Content

  var body: some View {
    VStack(alignment: .leading) {
      content
    }
    .padding(16)
  }
}

/// A drawer whose content the deck also reads.
struct Drawer<Content: View>: View {
  let content: () -> Content

  var body: some View {
    content()
      .padding(8)
  }
}
