// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A bar framed to the full width in a clear ZStack aligned to the bottom, under the
// stack's own centred filling frame: one frame does all three (the bar's own frame fills
// the width, the new one the height at the bottom, and the stack's then holds a view of its
// own size).
struct PageOverlay: View {
  let progress: Double

  var body: some View {
    ZStack(alignment: .bottom) {
      Color.clear
      progressBar(compact: true)
        .frame(maxWidth: .infinity)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .allowsHitTesting(false)
  }

  private func progressBar(compact: Bool) -> some View {
    ProgressView(value: progress)
      .padding(compact ? 4 : 12)
  }
}

// A colour behind a leading label as wide as its space: the label's frame takes the
// height and the ZStack's top too.
struct SectionBanner: View {
  let title: String

  var body: some View {
    ZStack(alignment: .top) {
      Color.gray.opacity(0.2)
      Text(title)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

// Padding after the label's frame: the padding would fall inside the one frame, so the
// new frame follows the padding; the stack's filling frame still holds a view as big as
// what it offers, and goes.
struct FooterNote: View {
  let note: String

  var body: some View {
    ZStack(alignment: .bottom) {
      Color.clear
      Text(note)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 8)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

// A minimum height on the label's frame, or a minimum on the stack's frame: they size,
// not only fill, and stay.
struct ToastSlot: View {
  let message: String

  var body: some View {
    VStack {
      ZStack(alignment: .bottom) {
        Color.clear
        Text(message)
          .frame(maxWidth: .infinity, minHeight: 44)
      }
      ZStack(alignment: .top) {
        Color.clear
        Text(message)
          .frame(maxWidth: .infinity)
      }
      .frame(minHeight: 120, maxHeight: .infinity)
    }
  }
}
