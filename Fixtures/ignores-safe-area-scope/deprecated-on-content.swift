// fixture: deployment-target=iOS=17.0
import SwiftUI

struct FeedView: View {
  let posts: [String]

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(posts, id: \.self) { Text($0) }
      }
    }
    .edgesIgnoringSafeArea(.all)
  }
}
