// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// A layer that fills the ZStack (a GeometryReader of full-height pages, a scroll view, a
// stack stretched by its own frame) is not pinned by the stack's alignment: ignoring only
// the top edge would make its pages shorter by the bottom inset.
struct PagedHome: View {
  var body: some View {
    ZStack(alignment: .top) {
      Text("Wallet")
        .font(.headline)

      GeometryReader { proxy in
        ScrollView {
          LazyVStack {
            Text("Balance")
              .frame(height: proxy.size.height)
            Text("Widgets")
              .frame(height: proxy.size.height)
          }
        }
      }
      .ignoresSafeArea()
    }
  }
}

struct ChatScreen: View {
  var body: some View {
    ZStack(alignment: .bottom) {
      Text("Today")
        .font(.caption)

      List {
        Text("Messages")
      }
      .ignoresSafeArea()
    }
  }
}

// Its own filling frame decides: the ZStack's `.top` does not pin a stack laid out at the
// bottom of a full-height frame.
struct PlayerControls: View {
  var body: some View {
    ZStack(alignment: .top) {
      Text("Now Playing")
      HStack {
        Button("Play") {}
        Button("Next") {}
      }
      .frame(maxHeight: .infinity, alignment: .bottom)
      .ignoresSafeArea(edges: .bottom)
    }
  }
}
