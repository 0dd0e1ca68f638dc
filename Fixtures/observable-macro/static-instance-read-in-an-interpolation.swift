// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Counts the unread messages; the badge reads it through the shared instance.
final class InboxStore: ObservableObject {
  static let shared = InboxStore()
  @Published var unread = 0
  var lastSync = ""
}

struct InboxBadge: View {
  var body: some View {
    // Read only inside a string's interpolation: named, as a read outside one is.
    Text("\(InboxStore.shared.unread) unread")
      // In an action: taken when it runs, not named.
      .onTapGesture { print("tapped at \(InboxStore.shared.unread)") }
  }
}

struct SyncFooter: View {
  var body: some View {
    // Not published: ignored once converted, unobserved as before.
    Text("Synced \(InboxStore.shared.lastSync)")
  }
}
