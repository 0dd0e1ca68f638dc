import SwiftUI

/// A mailbox's unread count, wider when the mailbox is selected, and the newest subject
/// loaded when asked for.
struct UnreadBadge: View {
    let count: Int
    let isSelected: Bool
    let showsNewest: Bool

    @State private var newest = ""

    var body: some View {
        HStack(spacing: 4) {
            if isSelected {
                Text("\(count)")
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .background(Capsule().fill(Color.accentColor))
            } else {
                Text("\(count)")
                    .font(.caption.bold())
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(Color.accentColor))
            }
            if isSelected {
                Image(systemName: "checkmark")
            }
            if showsNewest {
                Text(newest)
                    .lineLimit(1)
                    .task { newest = await loadNewestSubject() }
            }
        }
    }

    private func loadNewestSubject() async -> String {
        try? await Task.sleep(nanoseconds: 100_000_000)
        return "Lunch on Friday?"
    }
}
