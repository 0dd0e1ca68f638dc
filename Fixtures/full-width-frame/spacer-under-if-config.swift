import SwiftUI

// The Spacer is there on iOS only: elsewhere the stack is one view at its own size, which
// a frame would change.
struct Toolbar: View {
  let title: String

  var body: some View {
    HStack {
      Text(title)
      #if os(iOS)
      Spacer()
      #endif
    }
  }
}
