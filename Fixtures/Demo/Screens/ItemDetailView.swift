import SwiftUI

/// One item, with a compose bar pinned under the conversation.
struct ItemDetailView: View {
    let item: Item

    @EnvironmentObject private var store: InboxStore
    @State private var reply = ""
    @State private var showsAttachments = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                header

                HStack {
                    Label(item.sender, systemImage: "person.crop.circle")
                    Spacer()
                }
                .font(.subheadline)

                if item.isFlagged {
                    HStack {
                        Text("Flagged for follow-up")
                        Spacer()
                    }
                    .padding()
                    .background(Color.orange.opacity(0.15))
                    .cornerRadius(8)
                }

                Text(item.body)
                    .font(.body)
                    .textSelection(.enabled)

                if !item.attachments.isEmpty {
                    SectionBox("Attachments") {
                        ForEach(item.attachments, id: \.self) { name in
                            Label(name, systemImage: "paperclip")
                        }
                        Button("Show All") { showsAttachments = true }
                    }
                }

                Card {
                    Text("Received \(item.receivedAt.formatted(date: .abbreviated, time: .shortened))")
                        .font(.footnote)
                        .foregroundColor(.secondary)
                }
            }
            .padding()
        }
        .overlay(alignment: .bottom) {
            ComposeBar(text: $reply) {
                store.sendReply(reply, to: item)
                reply = ""
            }
        }
        .navigationTitle(item.subject)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    store.toggleFlag(item)
                } label: {
                    Image(systemName: item.isFlagged ? "flag.fill" : "flag")
                }
            }
        }
        .onAppear { store.markRead(item) }
        .toast($store.toast)
        .sheet(isPresented: $showsAttachments) {
            AttachmentsView(attachments: item.attachments)
        }
    }

    // MARK: - Header

    /// The cover image with a dark scrim so the subject stays readable.
    private var header: some View {
        Image("cover")
            .resizable()
            .aspectRatio(contentMode: .fill)
            .frame(height: 180)
            .clipped()
            .overlay(alignment: .bottom) {
                LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .top, endPoint: .bottom)
                    .frame(height: 90)
            }
            .overlay(alignment: .bottomLeading) {
                Text(item.subject)
                    .font(.title2.bold())
                    .foregroundColor(.white)
                    .padding()
            }
            .cornerRadius(12)
    }
}
