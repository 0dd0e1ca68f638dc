// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class Palette {
  var colours: [String] = []
}

@Observable
final class History {
  var entries: [String] = []
}

/// The objects passed on are names bound by `guard let` and `if let`: optionals of the
/// coordinator, unwrapped.
final class Coordinator {
  weak var palette: Palette?
  var history: History?

  func content() -> AnyView {
    guard let palette = palette else { return AnyView(EmptyView()) }
    if let history {
      return AnyView(PaletteView().environment(palette).environment(history))
    }
    return AnyView(PaletteView().environment(palette))
  }
}

struct PaletteView: View {
  @Environment(Palette.self) var palette
  @Environment(History.self) var history

  var body: some View {
    Text("\(palette.colours.count) \(history.entries.count)")
  }
}
