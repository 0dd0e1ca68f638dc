import Foundation

/// One message in a mailbox.
///
/// Items are values: views get copies, and every change goes through ``InboxStore``.
struct Item: Identifiable, Hashable {
    let id: UUID
    var sender: String
    var subject: String
    var body: String
    var receivedAt: Date
    var isUnread: Bool
    var isFlagged: Bool
    var isArchived: Bool
    var tags: [String]
    var attachments: [String]

    init(
        id: UUID = UUID(),
        sender: String,
        subject: String,
        body: String,
        receivedAt: Date = .now,
        isUnread: Bool = true,
        isFlagged: Bool = false,
        tags: [String] = [],
        attachments: [String] = []
    ) {
        self.id = id
        self.sender = sender
        self.subject = subject
        self.body = body
        self.receivedAt = receivedAt
        self.isUnread = isUnread
        self.isFlagged = isFlagged
        self.isArchived = false
        self.tags = tags
        self.attachments = attachments
    }

    /// Whether `query` appears in the sender, the subject or the body (case-insensitive).
    func matches(_ query: String) -> Bool {
        guard !query.isEmpty else { return true }
        return [sender, subject, body].contains { $0.localizedCaseInsensitiveContains(query) }
    }
}

// MARK: - Mailboxes

/// The fixed set of mailboxes shown in the sidebar and the tab bar.
enum Mailbox: String, CaseIterable, Identifiable {
    case inbox
    case flagged
    case archive

    var id: Self { self }

    var title: String {
        switch self {
        case .inbox: "Inbox"
        case .flagged: "Flagged"
        case .archive: "Archive"
        }
    }

    var systemImage: String {
        switch self {
        case .inbox: "tray"
        case .flagged: "flag"
        case .archive: "archivebox"
        }
    }

    /// Whether `item` belongs in this mailbox.
    func contains(_ item: Item) -> Bool {
        switch self {
        case .inbox: !item.isArchived
        case .flagged: item.isFlagged && !item.isArchived
        case .archive: item.isArchived
        }
    }
}

// MARK: - Sample data

extension Item {
    static let samples: [Item] = [
        Item(
            sender: "Ana Lima",
            subject: "Quarterly review",
            body: "The slides are attached. Can you look at the numbers on page 4 before Thursday?",
            receivedAt: .now.addingTimeInterval(-600),
            tags: ["work", "urgent"],
            attachments: ["slides-cover", "chart"]
        ),
        Item(
            sender: "Build Bot",
            subject: "Nightly build passed",
            body: "All 412 tests passed in 3 min 12 s.",
            receivedAt: .now.addingTimeInterval(-3_600),
            isUnread: false
        ),
        Item(
            sender: "Jonas Weber",
            subject: "Hiking on Saturday?",
            body: "Weather looks good. Meet at the station at 8?",
            receivedAt: .now.addingTimeInterval(-86_400),
            isFlagged: true,
            tags: ["personal"]
        ),
    ]
}
