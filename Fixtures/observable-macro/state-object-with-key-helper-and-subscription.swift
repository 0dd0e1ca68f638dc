// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Its init reads a stored id under a key its own helper spells, then subscribes to the
/// account publisher: the subscription is the work a copy thrown away repeats, so the note
/// names it, not the helper.
final class ChatSessionModel: ObservableObject {
  @Published var sessionID: String?
  private var accountSubscription: AnyCancellable?

  init(accounts: NotificationCenter = .default) {
    sessionID = UserDefaults.standard.string(forKey: storageKey(for: "unknown"))
    accountSubscription = accounts.publisher(for: Notification.Name("accountChanged"))
      .sink { [weak self] _ in self?.sessionID = nil }
  }

  private func storageKey(for user: String) -> String {
    "chat.session." + user
  }
}

/// Its init starts a Task and subscribes: the Task, which a copy thrown away leaves running,
/// is the work named.
final class FeedModel: ObservableObject {
  @Published var posts: [String] = []
  private var refreshSubscription: AnyCancellable?

  init() {
    Task { await load() }
    refreshSubscription = NotificationCenter.default.publisher(for: Notification.Name("refresh"))
      .sink { _ in }
  }

  func load() async {}
}

struct ChatScreen: View {
  @StateObject private var session = ChatSessionModel()
  @StateObject private var feed = FeedModel()

  var body: some View {
    Text(session.sessionID ?? "new chat \(feed.posts.count)")
  }
}
