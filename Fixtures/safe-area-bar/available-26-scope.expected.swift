// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

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
  let messages: [String]

  var body: some View {
    if #available(iOS 26.0, *) {
      List(messages, id: \.self) { message in
        Text(message)
      }
      .safeAreaBar(edge: .bottom) {
        ReplyField()
      }
    } else {
      List(messages, id: \.self) { message in
        Text(message)
      }
    }
  }
}
