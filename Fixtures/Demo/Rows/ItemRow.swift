import SwiftUI

/// One row of a mailbox list: sender and time, subject, a preview, and tags.
struct ItemRow: View {
    let item: Item

    @AppStorage("previewLines") private var previewLines = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(item.sender)
                    .font(.headline)
                    .foregroundColor(item.isUnread ? .primary : nil)
                Spacer()
                Text(item.receivedAt, style: .relative)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            HStack { Text(item.subject).lineLimit(1); Spacer() }
            Text(item.body)
                .font(.subheadline)
                .foregroundColor(.secondary)
                .lineLimit(previewLines)
            if !item.tags.isEmpty {
                HStack(spacing: 6) {
                    ForEach(item.tags, id: \.self) { tag in
                        TagChip(title: tag)
                    }
                    Spacer()
                }
            }
        }
        .padding(.vertical, 4)
        .overlay(alignment: .topTrailing) {
            if item.isFlagged {
                Image(systemName: "flag.fill")
                    .foregroundColor(Color.red)
                    .offset(x: 4, y: -4)
            }
        }
    }
}

/// A small capsule-like label for a tag.
struct TagChip: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.caption2)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Color.accentColor.opacity(0.15))
            .cornerRadius(4)
    }
}

/// A tile for the mailbox overview: name and symbol on top, count below.
struct MailboxTile: View {
    let mailbox: Mailbox
    let count: Int

    var body: some View {
        Card(padding: 12) {
            VStack(alignment: .leading) {
                VStack {
                    Label(mailbox.title, systemImage: mailbox.systemImage)
                    Spacer()
                }
                .frame(height: 44)
                Text("\(count)")
                    .font(.largeTitle.bold())
            }
        }
    }
}
