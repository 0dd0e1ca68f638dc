import SwiftUI

/// Owns the items and the transient UI state that several screens share.
///
/// Injected once at the root with `.environmentObject(_:)`.
@MainActor
final class InboxStore: ObservableObject {
    @Published private(set) var items: [Item]
    @Published var toast: Toast?
    @Published private(set) var recentSearches: [String] = []
    @Published private(set) var draft = ""

    private var lastArchived: Item.ID?

    init(items: [Item] = Item.samples) {
        self.items = items
    }

    // MARK: Queries

    func items(in mailbox: Mailbox, matching query: String) -> [Item] {
        items
            .filter { mailbox.contains($0) && $0.matches(query) }
            .sorted { $0.receivedAt > $1.receivedAt }
    }

    func count(in mailbox: Mailbox) -> Int {
        items.filter(mailbox.contains).count
    }

    // MARK: Actions

    func markRead(_ item: Item) {
        update(item) { $0.isUnread = false }
    }

    func toggleFlag(_ item: Item) {
        update(item) { $0.isFlagged.toggle() }
    }

    func archive(_ item: Item) {
        update(item) { $0.isArchived = true }
        lastArchived = item.id
        toast = Toast(message: "Archived “\(item.subject)”", systemImage: "archivebox", isUndoable: true)
    }

    func undoArchive() {
        guard let id = lastArchived, let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isArchived = false
        lastArchived = nil
        toast = nil
    }

    func send(to recipient: String, subject: String, body: String) {
        draft = ""
        toast = Toast(message: "Sent to \(recipient)", systemImage: "paperplane")
    }

    func sendReply(_ text: String, to item: Item) {
        send(to: item.sender, subject: "Re: \(item.subject)", body: text)
    }

    func saveDraft(_ text: String) {
        draft = text
    }

    func recordSearch(_ query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard trimmed.count > 2, !recentSearches.contains(trimmed) else { return }
        recentSearches = Array(([trimmed] + recentSearches).prefix(5))
    }

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(400))
    }

    /// Writes drafts and badge counts before the app goes to the background.
    func persist() {
        UserDefaults.standard.set(draft, forKey: "draft")
        UserDefaults.standard.set(count(in: .inbox), forKey: "badge")
    }

    private func update(_ item: Item, _ change: (inout Item) -> Void) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        change(&items[index])
    }
}
