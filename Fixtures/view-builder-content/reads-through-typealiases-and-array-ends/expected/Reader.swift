import SwiftUI

/// Every `.content` read here is a post's, not a card's: through a typealias declared in
/// another file, and through an array's `first` and `last` (optionals of its element).
func latestText(of stream: Stream) -> String {
  stream.latest.content
}

func firstText(of posts: [Post]) -> String {
  posts.first?.content ?? ""
}

func lastText(of stream: Stream) -> String {
  stream.posts.last?.content ?? ""
}
