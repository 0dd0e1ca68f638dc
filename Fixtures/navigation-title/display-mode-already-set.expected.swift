// fixture: deployment-target=iOS=17.0
import SwiftUI

// The display mode is already set by the modifier next to the old call: the rewrite keeps
// that one and adds no second `.navigationBarTitleDisplayMode(.inline)`.
struct InboxScreen: View {
  var body: some View {
    List { Text("Message") }
      .navigationBarTitleDisplayMode(.inline)
      .navigationTitle("")
      .padding()
  }
}

struct OutboxScreen: View {
  var body: some View {
    List { Text("Draft") }
      .navigationTitle("Outbox")
      .navigationBarTitleDisplayMode(.large)
  }
}

// A different mode next to it is not the same line: the call's own mode is kept.
struct ArchiveScreen: View {
  var body: some View {
    List { Text("Old") }
      .navigationBarTitleDisplayMode(.large)
      .navigationTitle("Archive")
      .navigationBarTitleDisplayMode(.inline)
  }
}
