// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct LibraryList: View {
  var model: LibraryModel

  var body: some View {
    List(model.books, id: \.self) { book in
      Text(book)
    }
    .onAppear { model.load() }
  }
}
