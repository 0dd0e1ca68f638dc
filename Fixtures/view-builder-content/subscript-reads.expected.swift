import SwiftUI

// Reads of `.content` on values taken out of an array or a dictionary of another type: not
// a `Frame`'s, so the closure converts.
struct Frame<Content: View>: View {
  @ViewBuilder let content: Content

  var body: some View {
    ZStack { content }
      .padding(4)
  }
}

struct Snippet {
  var content: String
}

final class SnippetStore {
  private var snippets: [String: Snippet] = [:]
  private var recent: [Snippet] = []

  func text(named name: String) -> String {
    guard let snippet = snippets[name] else { return "" }
    return snippet.content
  }

  func preview(named name: String) -> String {
    snippets[name, default: Snippet(content: "")].content
  }

  func latest() -> String {
    recent.isEmpty ? "" : recent[0].content
  }
}
