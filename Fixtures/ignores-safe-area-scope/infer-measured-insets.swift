// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// A landscape player's chapter drawer ignores every edge and insets itself by what the
// reader measures: ignoring only the top edge would keep the safe area on the sides and
// at the bottom, and the measured padding would then come on top of it.
struct ChapterDrawer: View {
  let chapters: [String]

  var body: some View {
    GeometryReader { proxy in
      VStack {
        Button("Close") {}
          .padding(.leading, proxy.safeAreaInsets.leading)
        ScrollView(.horizontal) {
          HStack {
            ForEach(chapters, id: \.self) { Text($0) }
          }
        }
        Spacer()
      }
      .padding([.top, .bottom], proxy.safeAreaInsets.top)
      .ignoresSafeArea()
    }
  }
}

// Padding by the measured inset of the edge it keeps ignoring adds nothing twice: the
// content still moves to that edge alone.
struct ReaderHeader: View {
  let safeAreaTop: CGFloat

  var body: some View {
    VStack {
      HStack {
        Button("Back") {}
        Text("Chapter 1")
      }
      .padding(.top, safeAreaTop)
      Spacer()
    }
    .ignoresSafeArea()
  }
}
