// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class Library {
  var books: [String] = []
}

struct LibraryView: View {
  @State private var library = Library()
  var body: some View { Text("\(library.books.count)") }
}
