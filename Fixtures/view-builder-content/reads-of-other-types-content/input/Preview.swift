import SwiftUI

struct Snippet {
  var content: String
}

func preview(of snippet: Snippet) -> String {
  let first = Post(id: 1, content: "a")
  return snippet.content + first.content
}
