// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// What the message names as built under the call: the views of the module (a protocol of
/// the module that refines View counts, and so does a representable), not a model made in a
/// button's action.
struct Draft {
  var title: String
}

struct DraftStore {
  func save(_ draft: Draft) {}
}

protocol Card: View {}

struct ComposeRow: View {
  var body: some View { Text("Row") }
}

struct Tile: Card {
  var body: some View { Text("Tile") }
}

struct Preview: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {}
}

struct Composer: View {
  let store = DraftStore()

  var body: some View {
    VStack {
      ComposeRow()
      Tile()
      Preview()
      Button("Save") { store.save(Draft(title: "a")) }
    }
    .tint(.orange)
  }
}
