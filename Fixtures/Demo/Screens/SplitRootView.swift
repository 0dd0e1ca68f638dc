import SwiftUI

/// The regular-width root (macOS, iPad): mailboxes in a sidebar, an overview until one is picked.
struct SplitRootView: View {
    @EnvironmentObject private var store: InboxStore

    var body: some View {
        NavigationView {
            List(Mailbox.allCases) { mailbox in
                NavigationLink(destination: InboxListView(mailbox: mailbox)) {
                    Label(mailbox.title, systemImage: mailbox.systemImage)
                        .badge(store.count(in: mailbox))
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Mailboxes")

            MailboxOverview()
        }
    }
}

/// Tiles for every mailbox, and the latest items, shown before a mailbox is selected.
struct MailboxOverview: View {
    @EnvironmentObject private var store: InboxStore

    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(Mailbox.allCases) { mailbox in
                    MailboxTile(mailbox: mailbox, count: store.count(in: mailbox))
                }
            }
            .padding()

            ItemStack(items: Array(store.items(in: .inbox, matching: "").prefix(3))) { item in
                ItemRow(item: item)
                    .padding(.horizontal)
            }
        }
    }
}
