// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

class FeedModel: ObservableObject {
  @Published var posts: [String] = []
}

final class HomeFeedModel: FeedModel {
  func refresh() { posts = [] }
}
