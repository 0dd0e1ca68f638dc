import SwiftUI

struct BookCard: View {
  let book: Book

  var body: some View {
    HStack {
      VStack {
        Image(systemName: "book").frame(width: 24, height: 32)
        Spacer()
      }
      Text(book.title)
    }
  }
}

struct NoteBubble: View {
  var body: some View {
    Text("Nothing to read yet.")
      .frame(maxHeight: .infinity, alignment: .top)
  }
}

struct ShelfBanner: View {
  var body: some View {
    ScrollView {
      banner
    }
  }

  private var banner: some View {
    VStack {
      Label("Shelf", systemImage: "books.vertical")
      Spacer()
    }
  }
}
