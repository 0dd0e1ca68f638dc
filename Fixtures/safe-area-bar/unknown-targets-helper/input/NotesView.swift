// fixture: include-review
import SwiftUI

// The targets are unknown (no project file): the helper is written for the oldest one, with
// safeAreaInset's availability, since a target before iOS 15 may call it under #available.
@available(iOS 15.0, macOS 12.0, *)
struct NotesView: View {
  let notes: [String]

  var body: some View {
    List(notes, id: \.self) { Text($0) }
      .safeAreaInset(edge: .bottom) {
        ComposeBar()
      }
  }
}

struct ComposeBar: View {
  var body: some View {
    HStack {
      Button("New") {}
      Button("Search") {}
    }
  }
}
