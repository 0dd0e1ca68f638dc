// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

enum ShelfStrings {
  static let removeTitle = "Remove"
  static let keepTitle = "Keep"
}

struct ShelfView: View {
  @State private var confirmsRemove = false
  @State private var showsNotice = false
  let bookTitle: String
  let acknowledgement: Text

  func remove() {}

  var body: some View {
    List {
      Text(bookTitle)
    }
    .alert(isPresented: $confirmsRemove) {
      Alert(
        title: Text(ShelfStrings.removeTitle),
        primaryButton: .destructive(Text(ShelfStrings.removeTitle)) {
          remove()
        },
        secondaryButton: .cancel(Text(ShelfStrings.keepTitle)))
    }
    .alert(isPresented: $showsNotice) {
      Alert(title: Text("Saved"), dismissButton: .default(acknowledgement))
    }
  }
}
