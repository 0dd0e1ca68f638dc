// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A theme that groups its colours in a tuple of labelled elements: `theme.colors.accent`
// is the element's type, a Color that is never nil, so the rewrite is safe. An element the
// run cannot type (`hint: makeHint()`, a call of a function) makes the tuple's type unknown,
// and its reads stay review.
struct Palette {
  enum Swatch {
    static let accent = Color("Accent")
    static let muted = Color.gray.opacity(0.6)
  }

  let colors = (
    accent: Swatch.accent,
    muted: Swatch.muted
  )
  let loose = (accent: Swatch.accent, hint: makeHint())
}

func makeHint() -> Color? { nil }

struct ChapterRow: View {
  let palette = Palette()
  let title: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
        .foregroundColor(palette.colors.accent)
      Text("Read")
        .foregroundColor(palette.colors.muted)
      Text("New")
        .foregroundColor(palette.loose.accent)
    }
  }
}
