// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

// A play badge on an artwork tile that is laid out at its ideal size (`.fixedSize()` on
// the tile). The badge's stack sits in a frame that fixes its width: that frame offers the
// stack the same width whatever the tile is offered, so the `.fixedSize()` further out
// does not reach the stack, and the rewrite is as safe as anywhere else.
struct ArtworkTile: View {
  let title: String
  let side: CGFloat
  let badgeWidth: CGFloat?
  @State private var showsBadge = false

  var body: some View {
    ZStack(alignment: .bottomLeading) {
      Color.gray
        .frame(width: side, height: side)
      if showsBadge {
        Text("Play")
          .padding(6)
          .frame(maxWidth: .infinity, alignment: .leading)
          .frame(width: side * 0.8, height: 40)
          .padding(.leading, 8)
      }
      // A width that may be nil fixes nothing: the `.fixedSize()` still reaches the stack.
      Text(title)
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(width: badgeWidth)
      // A frame on the other axis fixes nothing along the stack's.
      Text(title)
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(height: 24)
    }
    .fixedSize()
    .onTapGesture { showsBadge.toggle() }
  }
}
