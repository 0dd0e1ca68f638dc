import SwiftUI

enum Layouts {
  /// A frame around any content, nested in a namespace.
  struct Framed<Content: View>: View {
    let framed: () -> Content

    var body: some View {
      framed().border(Color.gray)
    }
  }
}

func badge() -> some View {
  // A container declared inside a function: the index of declarations does not list it.
  struct Badge<Label: View>: View {
    let badgeLabel: () -> Label

    var body: some View {
      badgeLabel().padding(4)
    }
  }
  return Badge { Text("new") }
}

struct Caption<Content: View>: View {
  let caption: () -> Content

  var body: some View {
    caption().font(.caption)
  }
}
