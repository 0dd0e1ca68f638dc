// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// The deprecated spelling on text input over the bottom edge: `check` says both that it
// is renamed and that the keyboard is ignored; the review fix narrows it after the rename.
struct ReplyBar: View {
  @State private var reply = ""

  var body: some View {
    HStack {
      TextField("Reply", text: $reply)
      Button("Send") {}
    }
    .padding()
    .ignoresSafeArea(.container, edges: .bottom)
  }
}
