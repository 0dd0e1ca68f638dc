// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A decorative gradient laid over the whole screen through a wrapper view: it takes no
/// touches, so ignoring every edge is intended (isowords' GradientBlend does this).
struct Hosting<Content: View>: View {
  let content: Content
  init(_ content: Content) { self.content = content }
  var body: some View { content }
}

struct BlendedScreen: View {
  var body: some View {
    ZStack(alignment: .top) {
      Text("Daily challenge")
      Hosting(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom))
        .allowsHitTesting(false)
        .ignoresSafeArea()
    }
  }
}
