// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct Metrics {
  var cornerRadius: CGFloat = 10
}

struct MediaCell: View {
  let metrics: Metrics
  let isCompact: Bool

  var body: some View {
    Image("cover")
      .overlay(alignment: .bottomTrailing) {
        Image("badge").cornerRadius(metrics.cornerRadius / 2)
      }
      .background(Color.gray.cornerRadius(3))
      .cornerRadius(isCompact ? 4 : metrics.cornerRadius)
  }
}

struct PlatformCard: View {
  var body: some View {
    Text("Card")
      #if os(iOS)
      .padding()
      #endif
      .cornerRadius(6)
  }
}
