// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

// A ZStack aligned to an edge whose top layer is a VStack with a Spacer: the stack takes
// all the height it is offered, so as a safe-area bar (Spacer and all) it would take the
// scroller's whole height and leave the rows no room. Said as without the alignment, never
// rewritten.
struct OnboardingPage<Content: View>: View {
  let title: String
  let content: Content
  @Binding var page: Int

  var body: some View {
    ZStack(alignment: .top) {
      ScrollView {
        VStack(spacing: 0) {
          Text(title)
            .padding(.top, 80)
          content
        }
      }
      VStack(spacing: 0) {
        HStack {
          Button("Back") { page -= 1 }
          Spacer()
        }
        .padding(.horizontal, 24)
        .background(Color.white.opacity(0.9))
        Spacer()
      }
    }
  }
}

struct ComposerScreen: View {
  let messages: [String]
  @State private var draft = ""

  var body: some View {
    List(messages, id: \.self) { Text($0) }
      .overlay(alignment: .bottom) {
        VStack {
          Spacer()
          TextField("Message", text: $draft)
            .padding()
        }
      }
  }
}

// The bar alone under the alignment is still rewritten.
struct FeedScreen: View {
  let posts: [String]

  var body: some View {
    ScrollView {
      ForEach(posts, id: \.self) { Text($0) }
    }
    .safeAreaBar(edge: .bottom) {
      Button("New post") {}
        .padding()
    }
  }
}
