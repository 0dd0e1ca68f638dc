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
    .safeAreaBar(edge: .bottom, alignment: .trailing) {
      ComposeButton()
    }
    .safeAreaBar(edge: .top, alignment: .leading) { FilterControls() }
    .safeAreaBar(edge: .bottom, alignment: .leading) {
      Button("Sort") {}
    }
  }
}
