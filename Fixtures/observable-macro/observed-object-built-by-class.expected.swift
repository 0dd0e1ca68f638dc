// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

@Observable
final class SearchState {
  var query = "swift"
  var isSearching = false
}

/// A window controller is an object, built once by the code that owns it, not a view that a
/// parent builds again: the object it builds lives as long as it does, and nothing is said
/// about it (`@State` would not even work there).
final class SearchWindowController {
  var state = SearchState()

  func makeRoot() -> some View {
    SearchField().environment(state)
  }

  func submit(_ text: String) {
    state.query = text
  }
}

/// A view is built again on every update of its parent: its own object with it.
struct SearchField: View {
  @Environment(SearchState.self) var state
  var draft = SearchState()

  var body: some View {
    Text(state.isSearching ? "Searching \(state.query)" : draft.query)
  }
}
