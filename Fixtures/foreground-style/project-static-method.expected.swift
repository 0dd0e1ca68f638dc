// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

/// A style value with a static factory named like the modifier: only a type name or an
/// implicit member reaches it (`Highlight.foregroundColor(.red)`, `[.foregroundColor(.red)]`),
/// never a modifier called on a view.
struct Highlight {
  var color: Color

  static func foregroundColor(_ color: Color) -> Highlight {
    Highlight(color: color)
  }
}

struct KeyCap: View {
  let glyph: Image
  var highlights: [Highlight] = [.foregroundColor(.orange)]

  private var caption: some View {
    Text("Shift")
  }

  var body: some View {
    HStack {
      glyph
        .renderingMode(.template)
        .foregroundStyle(.gray)
      caption
        .padding(.horizontal, 4)
        .foregroundStyle(Highlight.foregroundColor(.red).color)
    }
  }
}
