// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Library: ObservableObject {
  @Published var books: [String] = []
}

struct LibraryView: View {
  @StateObject private var library = Library()
  var body: some View { Text("\(library.books.count)") }
}
