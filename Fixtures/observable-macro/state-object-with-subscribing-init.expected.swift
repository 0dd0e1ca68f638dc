// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Its init subscribes to the notification center's publisher: every init of a view that
/// holds it in @State subscribes again.
@Observable
final class KeyboardWatcher {
  var isShown = false
  @ObservationIgnored private var subscriptions = Set<AnyCancellable>()

  init(center: NotificationCenter = .default) {
    center
      .publisher(for: Notification.Name("keyboardWillShow"))
      .sink { [weak self] _ in self?.isShown = true }
      .store(in: &subscriptions)
  }
}

/// Its init schedules a repeating timer.
@Observable
final class ClockModel {
  var ticks = 0
  @ObservationIgnored private var timer: Timer?

  init() {
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
  }
}

/// Its init adds an observer to the default center.
@Observable
final class ThemeModel {
  var isDark = false
  @ObservationIgnored private var token: NSObjectProtocol?

  init() {
    token = NotificationCenter.default.addObserver(
      forName: Notification.Name("themeChanged"), object: nil, queue: nil
    ) { _ in }
  }
}

/// Its init keeps a publisher without subscribing to it, and a closure that schedules a timer
/// when called later: nothing to say.
@Observable
final class DraftModel {
  var text: String
  let changes: NotificationCenter.Publisher
  let remind: () -> Void

  init(text: String) {
    self.text = text
    changes = NotificationCenter.default.publisher(for: Notification.Name("draftChanged"))
    remind = { _ = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in } }
  }
}

struct ComposeScreen: View {
  @State private var keyboard = KeyboardWatcher()
  @State private var clock = ClockModel()
  @State private var theme = ThemeModel()
  @State private var draft = DraftModel(text: "")

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
  @State var watcher: KeyboardWatcher

  var body: some View {
    Text(watcher.isShown ? "shown" : "hidden")
  }
}
