import SwiftUI

// A ScrollView paged with `.scrollTargetBehavior(.paging)` shows one page at a time, each
// as big as the scroll view: ignoring every edge there makes the pages full screen, as in a
// feed of full-screen clips, on purpose. It is left as it is (said only with --verbose); a
// ScrollView that scrolls freely still gets the note.
struct ClipFeed: View {
  let clips: [String]

  var body: some View {
    ScrollView(.vertical) {
      LazyVStack(spacing: 0) {
        ForEach(clips, id: \.self) { clip in
          Text(clip)
            .containerRelativeFrame(.vertical)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
    .scrollIndicators(.never)
    .ignoresSafeArea()
  }
}

struct ClipList: View {
  let clips: [String]

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(clips, id: \.self) { clip in
          Text(clip)
        }
      }
    }
    .scrollTargetBehavior(.viewAligned)
    .ignoresSafeArea()
  }
}
