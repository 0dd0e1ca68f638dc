import SwiftUI

/// Writes a new message. The Send button sits in an inset above the keyboard.
struct ComposerView: View {
    @EnvironmentObject private var store: InboxStore
    @Environment(\.dismiss) private var dismiss

    @State private var recipient = ""
    @State private var subject = ""
    @State private var bodyText = ""
    @FocusState private var focusedField: Field?

    private enum Field: Hashable {
        case recipient, subject, body
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                HStack {
                    TextField("To", text: $recipient)
                        .focused($focusedField, equals: .recipient)
                        .onSubmit { focusedField = .subject }
                    Spacer()
                }
                .padding()

                Divider()

                TextField("Subject", text: $subject)
                    .focused($focusedField, equals: .subject)
                    .padding()

                Divider()

                TextEditor(text: $bodyText)
                    .focused($focusedField, equals: .body)
                    .padding(.horizontal)

                HStack {
                    Spacer()
                    Button {
                        attachFile()
                    } label: {
                        Label("Attach", systemImage: "paperclip")
                    }
                }
                .padding(.horizontal)
            }
            .safeAreaInset(edge: .bottom) {
                Button(action: send) {
                    Text("Send")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .disabled(recipient.isEmpty || subject.isEmpty)
                .padding()
            }
            .onChange(of: bodyText) { store.saveDraft($0) }
            .navigationTitle("New Message")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
            .onAppear { focusedField = .recipient }
        }
    }

    private func send() {
        store.send(to: recipient, subject: subject, body: bodyText)
        dismiss()
    }

    private func attachFile() {
        bodyText += "\n[attachment]"
    }
}
