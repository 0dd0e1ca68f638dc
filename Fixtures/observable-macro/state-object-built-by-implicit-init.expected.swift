// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

/// Its init registers for notifications: work done again on every init of a view that
/// holds it in @State.
@Observable
final class ShelfViewModel {
  var items: [String] = []

  init() {
    startListening()
  }

  deinit {
    NotificationCenter.default.removeObserver(self)
  }

  func startListening() {
    NotificationCenter.default.addObserver(
      forName: .init("ShelfChanged"), object: nil, queue: .main
    ) { _ in }
  }
}

/// Its init only assigns: nothing to say.
@Observable
final class BadgeViewModel {
  var count: Int

  init() {
    count = 0
  }
}

struct ShelfPanel: View {
  @State var shelf: ShelfViewModel = .init()
  @State private var badge: BadgeViewModel = .init()

  var body: some View {
    Text("\(shelf.items.count) \(badge.count)")
  }
}
