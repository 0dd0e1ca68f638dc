// fixture: deployment-target=iOS=17.0
import SwiftUI

// BookCard is laid out by a helper, row(for:), that the List's ForEach calls, in a helper
// property the body lays out: a List row is as tall as its content, so the Spacer under the
// cover only adds padding there, and the fix in BookCard needs review. ShelfBanner's stack
// sits in a helper property its body lays out in a vertical ScrollView: the same holds.
// NoteBubble is laid out by a helper shown in an overlay, which offers it the list's
// height: its fix stays safe.
struct ReadingList: View {
  let books: [Book]

  var body: some View {
    content
      .navigationTitle("Reading")
  }

  private var content: some View {
    List {
      ForEach(books) { book in
        row(for: book)
      }
    }
    .overlay { emptyNote }
  }

  private func row(for book: Book) -> some View {
    BookCard(book: book)
  }

  @ViewBuilder private var emptyNote: some View {
    if books.isEmpty {
      NoteBubble()
    }
  }
}

struct Book: Identifiable {
  let id: Int
  let title: String
}
