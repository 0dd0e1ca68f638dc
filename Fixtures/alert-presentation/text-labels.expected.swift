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
    .alert(Text(ShelfStrings.removeTitle), isPresented: $confirmsRemove) {
      Button(role: .destructive) {
        remove()
      } label: {
        Text(ShelfStrings.removeTitle)
      }
      Button(role: .cancel) {} label: {
        Text(ShelfStrings.keepTitle)
      }
    }
    .alert("Saved", isPresented: $showsNotice) {
      Button {} label: {
        acknowledgement
      }
    }
  }
}
