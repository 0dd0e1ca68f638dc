// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

/// A "what's new" panel whose backdrop is a ZStack written over several lines, passed to
/// `.background(…)` with a trailing comma.
struct WhatsNewPanel: View {
  let done: () -> Void

  var body: some View {
    VStack(spacing: 8) {
      Text("What's New")
        .font(.headline)
      Button("Continue", action: done)
    }
    .background(
      ZStack {
        Color.black.opacity(0.4)
        LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom)
      }
      .ignoresSafeArea(),
    )
    .frame(width: 420, height: 520)
  }
}

struct BannerFill: View {
  let tint: Color

  var body: some View {
    tint
  }
}

/// The same with the closing parenthesis of a call on its own line.
struct Banner: View {
  var body: some View {
    Text("Offline")
      .padding()
      .background(
        BannerFill(
          tint: .gray
        )
        .ignoresSafeArea()
      )
  }
}
