// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct ChatView: View {
  let messages: [String]

  var body: some View {
    List(messages, id: \.self) { Text($0) }
      .overlay(alignment: .bottom) {
        ReplyBar()
      }
  }
}

struct ReplyBar: View {
  var body: some View {
    Button("Reply") {}
  }
}
