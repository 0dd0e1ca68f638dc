import SwiftUI

struct Panel<Content: View>: View {
  let content: () -> Content

  var body: some View {
    content().padding()
  }
}

extension Panel {
  /// The content without the panel's padding.
  var bare: some View { content() }
}

struct Toolbar<Items: View>: View {
  let items: () -> Items

  var body: some View {
    HStack { items() }
  }
}

extension Toolbar {
  func merged(with other: Toolbar) -> some View {
    HStack {
      items()
      other.items()
    }
  }
}
