// fixture: deployment-target=iOS=17.0
import SwiftUI

/// `@Environment(\.palette) var palette` has the type of `EnvironmentValues.palette`, so
/// its colours are known: safe when declared `Color`, reported when `Color?`.
struct Palette {
  var accent: Color
  var muted: Color?
}

private struct PaletteKey: EnvironmentKey {
  static let defaultValue = Palette(accent: .blue, muted: nil)
}

extension EnvironmentValues {
  var palette: Palette {
    get { self[PaletteKey.self] }
    set { self[PaletteKey.self] = newValue }
  }
}

struct ThemedRow: View {
  @Environment(\.palette) private var palette

  var body: some View {
    HStack {
      Text("Accent").foregroundStyle(palette.accent)
      Text("Muted").foregroundColor(palette.muted)
      Text("Faded").foregroundStyle(palette.accent.opacity(0.5))
    }
  }
}
