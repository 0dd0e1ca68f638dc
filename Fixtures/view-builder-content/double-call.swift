import SwiftUI

/// Shows its content twice, e.g. as a reflection.
struct Mirrored<Content: View>: View {
  let content: () -> Content

  var body: some View {
    VStack {
      content()
      content()
        .scaleEffect(y: -1)
        .opacity(0.3)
    }
  }
}
