import SwiftUI

// MARK: - Bottom bar

/// The inbox's bottom bar: how many items are shown, and a compose button.
struct BottomBar: View {
    let count: Int
    var onCompose: () -> Void

    var body: some View {
        HStack {
            Text(count == 1 ? "1 item" : "\(count) items")
                .font(.footnote)
                .foregroundColor(.secondary)
            Spacer()
            Button(action: onCompose) {
                Image(systemName: "square.and.pencil")
                    .font(.title2)
            }
            .accessibilityLabel("Compose")
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .background {
            Rectangle()
                .fill(.regularMaterial)
                .edgesIgnoringSafeArea(.bottom)
        }
    }
}

// MARK: - Compose bar

/// A growing reply field with a send button, pinned under a conversation.
struct ComposeBar: View {
    @Binding var text: String
    var onSend: () -> Void

    private var canSend: Bool {
        !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            TextField("Reply", text: $text, axis: .vertical)
                .textFieldStyle(.roundedBorder)
                .lineLimit(1...4)
            Button("Send", action: onSend)
                .disabled(!canSend)
        }
        .padding()
        .background(.bar)
    }
}
