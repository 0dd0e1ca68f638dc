import SwiftUI

/// The items of one mailbox: search, swipe to archive, and a bottom bar with the count.
struct InboxListView: View {
    let mailbox: Mailbox

    @EnvironmentObject private var store: InboxStore
    @State private var query = ""
    @State private var isComposing = false
    @State private var isLoading = true

    private var visibleItems: [Item] {
        store.items(in: mailbox, matching: query)
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            List {
                Section {
                    if isLoading {
                        Repeated(count: 3) { PlaceholderRow() }
                    }
                    ForEach(visibleItems) { item in
                        NavigationLink(destination: ItemDetailView(item: item)) {
                            ItemRow(item: item)
                        }
                        .swipeActions(edge: .trailing) {
                            Button("Archive", systemImage: "archivebox") {
                                store.archive(item)
                            }
                            .tint(.indigo)
                        }
                    }
                } header: {
                    HStack {
                        Text(mailbox.title)
                        Spacer()
                    }
                }
            }
            .listStyle(.plain)
            .refreshable { await store.refresh() }
            .overlay {
                if visibleItems.isEmpty && !isLoading {
                    ContentUnavailableView.search(text: query)
                }
            }
            .overlay(alignment: .bottom) {
                if let toast = store.toast {
                    ToastBanner(toast: toast, onUndo: toast.isUndoable ? { store.undoArchive() } : nil)
                        .padding(.bottom, 60)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }

            BottomBar(count: visibleItems.count) {
                isComposing = true
            }
        }
        .navigationTitle(mailbox.title)
        .searchable(text: $query, prompt: "Search \(mailbox.title)")
        .onChange(of: query) { newValue in
            store.recordSearch(newValue)
        }
        .onChange(of: mailbox) { _ in query = "" }
        .task {
            await store.refresh()
            isLoading = false
        }
        .sheet(isPresented: $isComposing) {
            ComposerView()
        }
    }
}

/// A grey stand-in for a row while the mailbox loads.
private struct PlaceholderRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 4).fill(.quaternary).frame(width: 120, height: 12)
            RoundedRectangle(cornerRadius: 4).fill(.quaternary).frame(height: 12)
        }
        .padding(.vertical, 6)
        .redacted(reason: .placeholder)
    }
}
