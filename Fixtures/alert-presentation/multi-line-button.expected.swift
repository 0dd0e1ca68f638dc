// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct BookmarkRow: View {
  @State private var confirmsDelete = false
  let deleteTitle: String

  func delete() {}

  var body: some View {
    Text("Bookmark")
      .alert("Delete?", isPresented: $confirmsDelete) {
        Button(role: .destructive) {
          delete()
        } label: {
          Text(deleteTitle)
        }
        Button("Keep", role: .cancel) {}
      }
  }
}
