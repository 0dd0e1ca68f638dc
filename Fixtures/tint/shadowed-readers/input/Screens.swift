import SwiftUI

struct Palette {
  var highlight: Color
}

struct Header: View {
  var body: some View { Text("Title") }
}

struct Gallery: View {
  var body: some View {
    Circle().fill(Color.accentColor)
  }
}

/// Its tab sets its own accent colour: the reader under it is that call's.
struct TabsView: View {
  let palette: Palette

  var body: some View {
    TabView {
      Gallery()
        .accentColor(palette.highlight)
      Badge()
    }
  }
}

/// A reader under an accentColor in its own body.
struct Badge: View {
  var body: some View {
    Label("New", systemImage: "star")
      .foregroundColor(.accentColor)
      .accentColor(.red)
  }
}
