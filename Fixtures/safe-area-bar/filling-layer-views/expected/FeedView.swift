import SwiftUI

struct FeedView: View {
  let posts: [String]

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(posts, id: \.self) { Text($0) }
      }
    }
    .overlay(alignment: .bottomTrailing) {
      ComposeMenuButton()
    }
  }
}

struct ArchiveView: View {
  let posts: [String]

  var body: some View {
    List(posts, id: \.self) { Text($0) }
      .overlay(alignment: .bottom) {
        DimmedActions()
      }
  }
}

struct ThreadView: View {
  let posts: [String]
  @State private var showsHelp = false

  var body: some View {
    List(posts, id: \.self) { Text($0) }
      .safeAreaBar(edge: .bottom) {
        ReplyBar()
      }
  }
}

struct DraftsView: View {
  let drafts: [String]

  var body: some View {
    List(drafts, id: \.self) { Text($0) }
      .overlay(alignment: .bottom) {
        ZStack {
          Color.white.opacity(0.8)
          Button("Discard all") {}
        }
      }
  }
}
