import SwiftUI

// A wrapper whose body puts its closure's view alone in a Group or a plain ZStack, with no
// modifier and nothing beside it, draws nothing of its own either: it sizes to its child.
// The closure only defers building the view (in a lazy grid, until the cell is shown), so
// it is kept.
struct DeferredCell<Cell: View>: View {
  private let makeCell: () -> Cell

  init(makeCell: @escaping () -> Cell) {
    self.makeCell = makeCell
  }

  var body: some View {
    ZStack {
      makeCell()
    }
  }
}

struct DeferredGroup<Content: View>: View {
  let content: () -> Content

  var body: some View {
    Group {
      content()
        .onAppear {}
    }
  }
}

// A stack that holds something beside the closure's view, has a modifier, or lines the
// caller's views up in a column or row, lays out or draws: the closure is a stored view's
// habit, and it converts.
struct Badged<Content: View>: View {
  let content: () -> Content

  var body: some View {
    ZStack(alignment: .topTrailing) {
      content()
      Circle().frame(width: 8, height: 8)
    }
  }
}

struct Padded<Content: View>: View {
  let content: () -> Content

  var body: some View {
    VStack(spacing: 0) {
      content()
    }
  }
}

struct Gallery: View {
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(0..<100, id: \.self) { index in
          DeferredCell { Text("Photo \(index)") }
        }
      }
      DeferredGroup { Text("Footer") }
      Badged { Image(systemName: "bell") }
      Padded { Text("Note") }
    }
  }
}
