// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

struct ComposeButton: View {
  var body: some View {
    Button {
    } label: {
      Image(systemName: "square.and.pencil")
    }
    .padding()
  }
}

struct FilterControls: View {
  var body: some View {
    Text("Filters")
  }
}

struct NotesView: View {
  let notes: [String]

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(notes, id: \.self) { Text($0) }
      }
    }
    .scrollIndicators(.hidden)
    .overlay(alignment: .bottomTrailing) {
      ComposeButton()
    }
    .overlay(alignment: .topLeading) { FilterControls() }
    .overlay(alignment: Alignment.bottomLeading) {
      Button("Sort") {}
    }
  }
}
