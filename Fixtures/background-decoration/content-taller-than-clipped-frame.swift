// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A panel revealed as the search closes in: the overlay is as tall as the screen, the
/// clipped frame shorter. The ZStack is offered the frame's height, which the colour fills,
/// while the overlay keeps its own: as the overlay's background the colour would be as tall
/// as the overlay instead. Left as it is.
struct RevealPanel: View {
  let fullHeight: CGFloat
  let progress: CGFloat

  var body: some View {
    VStack(spacing: 0) {
      ZStack {
        Color.blue
        Text("Getting closer")
          .padding()
          .frame(height: fullHeight)
      }
      .frame(height: fullHeight * (1 - progress), alignment: .top)
      .clipped()
    }
  }
}

/// The label is no taller than the frame (both lengths are numbers): rewritten as before.
struct SignalRow: View {
  var body: some View {
    ZStack {
      Color.gray
      Text("Signal")
        .frame(height: 40)
    }
    .frame(height: 60)
  }
}
