import SwiftUI

// The view over the colour is read through an optional chain: a frame and a background
// written after `badge?.view` would join the chain, so with no badge the blue would go too,
// where the ZStack still drew it. Left as it is.
final class Badge {
  var view: AnyView { AnyView(Text("New")) }
}

struct BadgeCard: View {
  let badge: Badge?

  var body: some View {
    ZStack {
      Color.blue
      badge?.view
    }
  }
}
