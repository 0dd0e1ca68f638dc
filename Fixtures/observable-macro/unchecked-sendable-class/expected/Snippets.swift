// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Snippets typed so far, shared with a background matcher (hence `@unchecked Sendable`,
/// a conformance and never a superclass: the class converts).
@Observable
final class SnippetStore: @unchecked Sendable {
  var snippets: [String] = []
  @ObservationIgnored private var matchCount = 0
}

struct SnippetList: View {
  @State private var store = SnippetStore()

  var body: some View {
    List(store.snippets, id: \.self) { Text($0) }
  }
}
