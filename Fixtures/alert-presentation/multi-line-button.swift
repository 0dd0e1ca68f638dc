// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct BookmarkRow: View {
  @State private var confirmsDelete = false
  let deleteTitle: String

  func delete() {}

  var body: some View {
    Text("Bookmark")
      .alert(isPresented: $confirmsDelete) {
        Alert(
          title: Text("Delete?"),
          primaryButton: .destructive(
            Text(deleteTitle)
          ) {
            delete()
          },
          secondaryButton: .cancel(Text("Keep")))
      }
  }
}
