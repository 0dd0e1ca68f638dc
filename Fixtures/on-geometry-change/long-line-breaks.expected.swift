// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// Deep in a view, the one-line form would run past 100 columns and past every line it
// replaces: each closure's body goes on a line of its own, as people break it. A copy at a
// shallow depth stays on one line.
struct ReadingProgressView: View {
  @State private var scrollOffset: CGFloat = 0
  @State private var headerHeight: CGFloat = 0

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack {
          VStack(alignment: .leading) {
            ForEach(0..<20) { index in
              Text("Row \(index)")
            }
          }
          .onGeometryChange(for: CGFloat.self) {
            $0.frame(in: .named("scroll")).minY
          } action: {
            scrollOffset = $0
          }
        }
      }
      .coordinateSpace(name: "scroll")
    }
  }
}

struct HeaderView: View {
  @State private var headerHeight: CGFloat = 0

  var body: some View {
    Text("Header")
      .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { headerHeight = $0 }
  }
}
