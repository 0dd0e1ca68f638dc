// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Gallery: View {
  let albums: [String]

  var body: some View {
    ScrollView(showsIndicators: false) {
      VStack {
        ForEach(albums, id: \.self) { album in
          AlbumStrip(title: album)
        }
      }
    }
  }
}

struct Notes: View {
  let notes: [String]

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      HStack {
        notesColumn
        NoteChip(text: "New")
      }
    }
  }

  private var notesColumn: some View {
    List(notes, id: \.self) { Text($0) }
  }
}

struct Chips: View {
  let tags: [String]

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      HStack {
        ForEach(tags, id: \.self) { NoteChip(text: $0) }
      }
    }
  }
}

struct QuietGallery: View {
  let titles: [String]

  var body: some View {
    ScrollView(showsIndicators: false) {
      ForEach(titles, id: \.self) { QuietStrip(title: $0) }
    }
  }
}

extension Gallery {
  var shelves: some View {
    ScrollView(showsIndicators: false) {
      Shelf(covers: albums)
    }
  }
}
