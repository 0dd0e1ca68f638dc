import SwiftUI

struct Post: Identifiable {
  let id: Int
  var content: String
}

final class Draft: ObservableObject {
  @Published var content = ""
}

struct Timeline: View {
  let posts: [Post]
  @StateObject private var draft = Draft()

  var body: some View {
    List(posts) { post in
      row(post)
    }
    .onAppear { print(draft.content) }
  }

  func row(_ post: Post) -> some View {
    Card {
      Text(post.content)
    }
  }
}
