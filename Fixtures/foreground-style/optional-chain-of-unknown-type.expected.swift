// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A colour read through an optional chain (`theme.palette.tint?.color`) is optional
// whatever its members' types, even when the run cannot tell them (a property typed by a
// generic parameter): foregroundStyle(_:) takes no nil, so these calls stay as they are.
// The colour read without `?` is a review fix, as any colour of unknown type.
struct PaletteColour {
  let color: Color
}

struct SortPalette {
  var tint: PaletteColour?
  var text: PaletteColour
}

struct ThemeBox<Palette> {
  let palette: Palette
}

struct SortButton: View {
  let theme: ThemeBox<SortPalette>
  let ascending: Bool

  var body: some View {
    HStack(spacing: 3) {
      Text("Sort")
        .foregroundStyle(theme.palette.text.color)
      Image(systemName: ascending ? "chevron.up" : "chevron.down")
        .foregroundColor(theme.palette.tint?.color)
      Image(systemName: "line.3.horizontal.decrease")
        .foregroundColor(theme.palette.tint?.color.opacity(0.5))
    }
  }
}
