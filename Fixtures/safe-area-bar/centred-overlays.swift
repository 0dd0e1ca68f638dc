// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

struct FeedView: View {
  let posts: [String]

  var body: some View {
    List(posts, id: \.self) { Text($0) }
      .overlay {
        Button("Load newer posts") {}
      }
      .overlay(alignment: .center) {
        ProgressView()
      }
      .overlay(alignment: .trailing) {
        Button("Jump") {}
      }
      .overlay(alignment: Alignment(horizontal: .leading, vertical: .bottom)) {
        Button("Filter") {}
      }
  }
}
