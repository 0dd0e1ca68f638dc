// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// Rows shown once the list has items: the load-more rows sit in the else branch, and the
/// message says so rather than naming the condition as if they were under it.
struct Gallery: View {
  @State private var photos: [String] = []
  let loadMore: (String) async -> Void

  var body: some View {
    ScrollView {
      if photos.isEmpty {
        Text("No photos yet")
      } else {
        ForEach(photos, id: \.self) { photo in
          Text(photo)
            .onAppear {
              Task { await loadMore(photo) }
            }
        }
      }
    }
  }
}
