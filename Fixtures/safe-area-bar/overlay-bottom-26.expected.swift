// fixture: include-review deployment-target=iOS=26.0,macOS=26.0,visionOS=26.0
import SwiftUI

struct Message: Identifiable {
  let id: Int
  let text: String
}

struct ReplyField: View {
  @State private var draft = ""

  var body: some View {
    HStack {
      TextField("Reply", text: $draft)
      Button("Send") {}
    }
    .padding()
  }
}

struct InboxView: View {
  let messages: [Message]

  var body: some View {
    List(messages) { message in
      Text(message.text)
    }
    .listStyle(.plain)
    .safeAreaBar(edge: .bottom) {
      ReplyField()
    }
    .navigationTitle("Inbox")
  }
}
