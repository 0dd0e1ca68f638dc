// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Its init subscribes to a publisher; the Task is built in the subscriber's closure, when an
/// event comes: the subscription is what the init does.
final class UnlockStatus: ObservableObject {
  @Published var isUnlocked = false
  private var subscriptions = Set<AnyCancellable>()

  init() {
    NotificationCenter.default
      .publisher(for: Notification.Name("unlockChanged"))
      .sink { [weak self] _ in
        Task { @MainActor in self?.isUnlocked.toggle() }
      }
      .store(in: &subscriptions)
  }
}

/// Its init adds an observer whose closure starts a Task when the defaults change.
final class DefaultsCounter: ObservableObject {
  @Published private(set) var changes = 0
  private var token: NSObjectProtocol?

  init() {
    token = NotificationCenter.default.addObserver(
      forName: Notification.Name("defaultsChanged"), object: nil, queue: nil
    ) { [weak self] _ in
      Task { @MainActor in self?.changes += 1 }
    }
  }
}

/// Its init keeps a closure that builds a formatter when it is called: nothing runs in the
/// init, nothing to say.
final class PriceModel: ObservableObject {
  @Published var price = 0.0
  let makeFormatter: () -> NumberFormatter

  init() {
    makeFormatter = { NumberFormatter() }
  }
}

struct AccountScreen: View {
  @StateObject private var unlock = UnlockStatus()
  @StateObject private var counter = DefaultsCounter()
  @StateObject private var price = PriceModel()

  var body: some View {
    Text("\(unlock.isUnlocked) \(counter.changes) \(price.price)")
  }
}
