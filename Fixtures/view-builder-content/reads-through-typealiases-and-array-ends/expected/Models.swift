import SwiftUI

struct Post {
  var content: String
}

struct Feed {
  var latest: Post
  var posts: [Post]
}

/// Declared in another file than the reads: the reading file's own declarations do not
/// tell what `Stream` is, the run's do.
typealias Stream = Feed
