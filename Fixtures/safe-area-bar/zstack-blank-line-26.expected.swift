// fixture: include-review deployment-target=iOS=26.0,macOS=26.0
import SwiftUI

struct ReplyBar: View {
  @State private var text = ""

  var body: some View {
    TextField("Reply", text: $text)
      .padding()
  }
}

/// A blank line between the two layers must not open the new closure.
struct ThreadView: View {
  let messages: [String]

  var body: some View {
    ScrollView {
      ForEach(messages, id: \.self) { Text($0) }
    }
    .safeAreaBar(edge: .bottom) {
      // The reply field stays visible.
      ReplyBar()
    }
  }
}
