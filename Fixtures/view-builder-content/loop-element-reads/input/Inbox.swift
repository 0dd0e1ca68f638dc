import SwiftUI

struct Message: Identifiable {
  let id: Int
  var content: String
}

struct Inbox: View {
  let messages: [Message]
  let pinned: Array<Message>

  var body: some View {
    VStack {
      ForEach(messages) { message in
        Tile {
          Text(message.content)
        }
      }
      ForEach(pinned, id: \.id) {
        Text($0.content)
      }
    }
  }

  func preview() -> String {
    var text = ""
    for message in messages where !message.content.isEmpty {
      text += message.content
    }
    return text
  }
}
