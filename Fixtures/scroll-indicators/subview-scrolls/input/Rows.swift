import SwiftUI

/// A row that scrolls on its own: its indicators show.
struct AlbumStrip: View {
  let title: String

  var body: some View {
    ScrollView(.horizontal) {
      Text(title)
    }
  }
}

struct NoteChip: View {
  let text: String

  var body: some View {
    Text(text).padding(4)
  }
}

/// A strip that already hides its indicators: the outer modifier changes nothing in it.
struct QuietStrip: View {
  let title: String

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      Text(title)
    }
  }
}

extension Gallery {
  /// A shelf of covers, listed.
  struct Shelf: View {
    let covers: [String]

    var body: some View {
      List(covers, id: \.self) { Text($0) }
    }
  }
}
