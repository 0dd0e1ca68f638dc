import SwiftUI

// A ScrollViewReader is as big as its content: here a ScrollView capped with
// `.frame(maxWidth:)`, which is flexible up to the cap. The stack gives it at most half
// the width when the window is narrow; the frame would give it all: left as it is.
struct NotificationsColumn: View {
  let columnWidth: CGFloat = 320
  let messages: [String]

  var body: some View {
    HStack {
      Spacer()
      ScrollViewReader { proxy in
        ScrollView {
          ForEach(messages, id: \.self) { message in
            Text(message)
          }
        }
        .frame(maxWidth: columnWidth)
        .onAppear { proxy.scrollTo(messages.first) }
      }
    }
  }
}
