// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// A badge tucked under the camera housing: the ZStack ignores the safe area so that its top
// is the screen's top, and the badge is pushed down from there by `.offset`. Its first layer
// is `Color.clear`, which draws nothing: ignoring the safe area on that layer alone would
// bleed nothing and only move the badge down by the top inset. Left as it is.
struct HousingBadge: View {
  var body: some View {
    ZStack(alignment: .top) {
      Color.clear
      Label("Live", systemImage: "dot.radiowaves.left.and.right")
        .font(.caption.bold())
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(Capsule().fill(.red))
        .offset(y: 42)
    }
    .ignoresSafeArea()
  }
}

// A clear first layer with a tinted band after it: the band is a backdrop that bleeds, so it
// takes `.ignoresSafeArea()` too, and the text, placed by `.offset` under the top inset,
// keeps clear of the bar. (A clear layer over centred content: view-background-after.)
struct BandedTitle: View {
  var body: some View {
    ZStack {
      Color.clear.ignoresSafeArea()
      LinearGradient(colors: [.orange, .clear], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
      Text("Summer sale")
        .font(.largeTitle)
        .offset(y: -40)
    }
  }
}
