// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// An empty-state badge: a glyph on a disc, the ZStack's frame written over several lines.
// The disc filled that frame, so the glyph takes the frame (moved, lines and all) and the
// disc goes behind it, with no `maxWidth: .infinity` frame inside the fixed one.
struct EmptyStateBadge: View {
  let glyph: Image
  let discSide: CGFloat
  let glyphSide: CGFloat

  var body: some View {
    VStack(spacing: 12) {
      ZStack {
        Circle()
          .fill(Color.gray.opacity(0.2))
        glyph
          .resizable()
          .scaledToFit()
          .frame(width: glyphSide, height: glyphSide)
      }
      .frame(
        width: discSide,
        height: discSide
      )

      Text("Nothing here yet")
        .font(.headline)
    }
  }
}

// The same frame after the closing brace.
struct AvatarInitials: View {
  let initials: String

  var body: some View {
    ZStack {
      Circle()
        .fill(Color.blue)
      Text(initials)
        .font(.caption.bold())
    }.frame(
      width: 32,
      height: 32,
      alignment: .center
    )
    .accessibilityHidden(true)
  }
}
