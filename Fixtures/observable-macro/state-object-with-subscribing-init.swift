// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Its init subscribes to the notification center's publisher: every init of a view that
/// holds it in @State subscribes again.
final class KeyboardWatcher: ObservableObject {
  @Published var isShown = false
  private var subscriptions = Set<AnyCancellable>()

  init(center: NotificationCenter = .default) {
    center
      .publisher(for: Notification.Name("keyboardWillShow"))
      .sink { [weak self] _ in self?.isShown = true }
      .store(in: &subscriptions)
  }
}

/// Its init schedules a repeating timer.
final class ClockModel: ObservableObject {
  @Published var ticks = 0
  private var timer: Timer?

  init() {
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
  }
}

/// Its init adds an observer to the default center.
final class ThemeModel: ObservableObject {
  @Published var isDark = false
  private var token: NSObjectProtocol?

  init() {
    token = NotificationCenter.default.addObserver(
      forName: Notification.Name("themeChanged"), object: nil, queue: nil
    ) { _ in }
  }
}

/// Its init keeps a publisher without subscribing to it, and a closure that schedules a timer
/// when called later: nothing to say.
final class DraftModel: ObservableObject {
  @Published var text: String
  let changes: NotificationCenter.Publisher
  let remind: () -> Void

  init(text: String) {
    self.text = text
    changes = NotificationCenter.default.publisher(for: Notification.Name("draftChanged"))
    remind = { _ = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in } }
  }
}

struct ComposeScreen: View {
  @StateObject private var keyboard = KeyboardWatcher()
  @StateObject private var clock = ClockModel()
  @StateObject private var theme = ThemeModel()
  @StateObject private var draft = DraftModel(text: "")

  var body: some View {
    VStack {
      Text("\(keyboard.isShown) \(clock.ticks) \(theme.isDark) \(draft.text)")
      KeyboardBar(watcher: KeyboardWatcher())
    }
  }
}

/// Set through the memberwise init: a caller's argument is evaluated on every init once the
/// property is @State, so the watcher subscribes again each time.
struct KeyboardBar: View {
  @StateObject var watcher: KeyboardWatcher

  var body: some View {
    Text(watcher.isShown ? "shown" : "hidden")
  }
}
