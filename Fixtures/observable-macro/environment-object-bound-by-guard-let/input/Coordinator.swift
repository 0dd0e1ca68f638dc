// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Palette: ObservableObject {
  @Published var colours: [String] = []
}

final class History: ObservableObject {
  @Published var entries: [String] = []
}

/// The objects passed on are names bound by `guard let` and `if let`: optionals of the
/// coordinator, unwrapped.
final class Coordinator {
  weak var palette: Palette?
  var history: History?

  func content() -> AnyView {
    guard let palette = palette else { return AnyView(EmptyView()) }
    if let history {
      return AnyView(PaletteView().environmentObject(palette).environmentObject(history))
    }
    return AnyView(PaletteView().environmentObject(palette))
  }
}

struct PaletteView: View {
  @EnvironmentObject var palette: Palette
  @EnvironmentObject var history: History

  var body: some View {
    Text("\(palette.colours.count) \(history.entries.count)")
  }
}
