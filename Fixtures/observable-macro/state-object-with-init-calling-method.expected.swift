// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

protocol PaletteFollowing: AnyObject {
  func follow(_ palette: String)
}

extension PaletteFollowing {
  /// Subscribes to the palette store and renders the first palette: work.
  func startFollowing() { follow("default") }
}

/// Its init runs a method of a protocol's extension: done again on every init of a view that
/// holds it in @State.
@Observable
final class PaletteModel: PaletteFollowing {
  var palette = ""

  init() {
    palette = "plain"
    startFollowing()
  }

  func follow(_ palette: String) { self.palette = palette }
}

/// Its init runs its own method (through self), after calling the closure it is given.
@Observable
final class ShelfModel {
  var titles: [String] = []

  init(seed: () -> [String]) {
    titles = seed()
    self.reload()
  }

  func reload() { titles.sort() }
}

/// Its init calls only a standard-library function and a closure it keeps for later: nothing
/// to say.
@Observable
final class TallyModel {
  var total: Int
  let onReset: () -> Void

  init(start: Int) {
    total = max(start, 0)
    onReset = { print("reset") }
  }
}

struct PaletteScreen: View {
  @State private var palette = PaletteModel()
  @State private var shelf = ShelfModel(seed: { ["b", "a"] })
  @State private var tally = TallyModel(start: 1)

  var body: some View {
    Text("\(palette.palette) \(shelf.titles.count) \(tally.total)")
  }
}
