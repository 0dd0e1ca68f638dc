// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Gallery: View {
  let albums: [String]

  var body: some View {
    ScrollView {
      VStack {
        ForEach(albums, id: \.self) { album in
          AlbumStrip(title: album)
        }
      }
    }
    .scrollIndicators(.hidden)
  }
}

struct Notes: View {
  let notes: [String]

  var body: some View {
    ScrollView(.horizontal) {
      HStack {
        notesColumn
        NoteChip(text: "New")
      }
    }
    .scrollIndicators(.hidden)
  }

  private var notesColumn: some View {
    List(notes, id: \.self) { Text($0) }
  }
}

struct Chips: View {
  let tags: [String]

  var body: some View {
    ScrollView(.horizontal) {
      HStack {
        ForEach(tags, id: \.self) { NoteChip(text: $0) }
      }
    }
    .scrollIndicators(.hidden)
  }
}

struct QuietGallery: View {
  let titles: [String]

  var body: some View {
    ScrollView {
      ForEach(titles, id: \.self) { QuietStrip(title: $0) }
    }
    .scrollIndicators(.hidden)
  }
}

extension Gallery {
  var shelves: some View {
    ScrollView {
      Shelf(covers: albums)
    }
    .scrollIndicators(.hidden)
  }
}
