// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A field behind a titled link in another view's body is on another screen too: the
// trailing closure of `NavigationLink("…") { … }` is its destination, as the one after
// `label:` is, so the footer has no text input of its own to keep above the keyboard.
struct TagSearchScreen: View {
  @State private var query = ""

  var body: some View {
    TextField("Tag", text: $query)
  }
}

struct TagShortcuts: View {
  var body: some View {
    HStack {
      Text("Tags")
      NavigationLink("Search tags") {
        TagSearchScreen()
      }
    }
  }
}

struct LibraryFooter: View {
  var body: some View {
    VStack {
      TagShortcuts()
      Button("Add book") {}
    }
    .ignoresSafeArea(edges: .bottom)
  }
}
