// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// Edges held in a property or a variable may hold the bottom edge: text input under them
// is reported, saying so, with the same review fix (`.container` changes nothing on the
// other edges, which have no keyboard). What the value holds is not guessed from its name.
struct CommentComposer: View {
  @State private var comment = ""
  let ignoredEdges: Edge.Set

  var body: some View {
    VStack {
      TextField("Comment", text: $comment)
      Button("Post") {}
    }
    .ignoresSafeArea(edges: ignoredEdges)
  }
}

enum Chrome {
  static let bottomBar: Edge.Set = .top
}

struct SearchHeader: View {
  @State private var query = ""

  var body: some View {
    TextField("Search", text: $query)
      .padding()
      .ignoresSafeArea(edges: Chrome.bottomBar)
  }
}

// Literal edges are read, however they are spelled: `Edge.Set.top` holds no bottom edge,
// `[.top, .vertical]` does.
struct TitleFields: View {
  @State private var title = ""

  var body: some View {
    VStack {
      TextField("Title", text: $title)
        .ignoresSafeArea(edges: Edge.Set.top)
      TextField("Subtitle", text: $title)
        .ignoresSafeArea(edges: [.top, .vertical])
    }
  }
}
