// fixture: deployment-target=watchOS=10.0 include-review
import SwiftUI

// A watch has no keyboard that covers the screen's bottom: text entry is a full-screen
// sheet of its own, so ignoring the keyboard region changes nothing there, and text input
// under `edges: .bottom` is not reported and not narrowed.
struct NoteSearchList: View {
  @State private var query = ""
  let notes: [String]

  var body: some View {
    List {
      TextField("Search", text: $query)
      ForEach(notes, id: \.self) { note in
        Text(note)
      }
    }
    .ignoresSafeArea(edges: .bottom)
  }
}

struct QuickReply: View {
  @State private var reply = ""

  var body: some View {
    VStack {
      TextField("Reply", text: $reply)
      Button("Send") {}
    }
    .edgesIgnoringSafeArea(.bottom)
  }
}
