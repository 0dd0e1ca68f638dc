// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

/// Its init registers for notifications: work done again on every init of a view that
/// holds it in @State.
final class ShelfViewModel: ObservableObject {
  @Published var items: [String] = []

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
final class BadgeViewModel: ObservableObject {
  @Published var count: Int

  init() {
    count = 0
  }
}

struct ShelfPanel: View {
  @StateObject var shelf: ShelfViewModel = .init()
  @StateObject private var badge: BadgeViewModel = .init()

  var body: some View {
    Text("\(shelf.items.count) \(badge.count)")
  }
}
