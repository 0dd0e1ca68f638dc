// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

// Interactive content centred over a List only in some states (an error with a retry
// button, a detail card over a faded list) is meant to cover the rows: nothing to act on,
// so it is said with --verbose only.
struct InboxView: View {
  let messages: [String]
  @State private var failed = false
  @State private var opened: String?

  var body: some View {
    ZStack {
      List(messages, id: \.self) { Text($0) }
        .opacity(opened == nil ? 1 : 0)
        .overlay {
          if failed {
            Button("Retry") { failed = false }
          }
        }
      if opened != nil {
        Button("Close") { opened = nil }
      }
    }
  }
}
