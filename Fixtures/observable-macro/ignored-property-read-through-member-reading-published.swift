// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A view that reads a settled property (`seenCount`, `cachedPick`) through a computed
// property of the class that reads a @Published one on every call (`threads` before the
// `||`, `pickID` in the guard's condition) reads that published property too: the methods
// that set the settled property set the published one with it, so the view is drawn again
// with the new value, as before, and the note is --verbose only. `badgeText` reads `threads`
// only after an `if` that may return (an evaluation that returned there did not read it):
// BadgeView's note on `hidden` stays.
struct InboxTab: View {
  @ObservedObject var inbox: Inbox

  var body: some View {
    VStack {
      Text(inbox.hasNew ? "New" : "Up to date")
      Text(inbox.pick ?? "None")
    }
  }
}

struct BadgeView: View {
  @ObservedObject var inbox: Inbox

  var body: some View {
    Text(inbox.badgeText)
  }
}

@MainActor
final class Inbox: ObservableObject {
  @Published private(set) var threads: [String] = []
  @Published private(set) var pickID: String?
  private var seenCount = 0
  private var cachedPick: String?
  private var hidden = false

  var hasNew: Bool {
    threads.contains { $0.hasPrefix("*") } || threads.count != seenCount
  }

  var pick: String? {
    guard let id = pickID else { return nil }
    return cachedPick ?? id
  }

  var badgeText: String {
    if hidden { return "" }
    return "\(threads.count)"
  }

  func load(_ fetched: [String]) {
    threads = fetched
    seenCount = fetched.count
    Task {
      self.threads = fetched
      self.seenCount = fetched.count
    }
  }

  func choose(_ id: String, _ name: String) {
    pickID = id
    cachedPick = name
  }

  func hide(_ value: Bool) {
    hidden = value
    threads = []
  }
}
