// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

// The scroll content leaves room under a floating button with a spacer of fixed height,
// first in its stack: as a safe-area bar the button's space would be reserved twice, which
// the review message says.
struct ThreadScreen: View {
  let replies: [String]
  let close: () -> Void

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 6) {
        Spacer()
          .frame(height: 56)
        ForEach(replies, id: \.self) { Text($0) }
      }
      .padding(8)
    }
    .safeAreaBar(edge: .top, alignment: .leading) {
      Button(action: close) {
        Image(systemName: "chevron.backward")
          .padding(14)
      }
      .background(.ultraThinMaterial, in: Circle())
      .padding(8)
    }
  }
}

// The same at the bottom, with a clear colour last in the scroll view's own content.
struct DraftsScreen: View {
  let drafts: [String]

  var body: some View {
    ScrollView {
      ForEach(drafts, id: \.self) { Text($0) }
      Color.clear.frame(height: 72)
    }
    .safeAreaBar(edge: .bottom) {
      Button("New draft") {}
        .padding()
    }
  }
}

// A spacer at the other end keeps nothing free for the bar: the usual message.
struct ArchiveScreen: View {
  let items: [String]

  var body: some View {
    ScrollView {
      VStack {
        ForEach(items, id: \.self) { Text($0) }
        Spacer().frame(height: 40)
      }
    }
    .safeAreaBar(edge: .top) {
      Button("Filter") {}
    }
  }
}
