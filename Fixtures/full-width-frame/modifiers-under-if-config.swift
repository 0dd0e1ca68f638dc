import SwiftUI

// The stack's modifiers under a postfix `#if` move with its other modifier lines, so the
// chain keeps one depth after the new frame.
struct Banner: View {
  let title: String

  var body: some View {
    HStack {
      Text(title)
      Spacer()
    }
    #if os(iOS)
    .padding(.horizontal)
    #endif
    .background(Color.yellow)
  }
}

// Directives written at column 0 stay there.
struct Caption: View {
  let text: String

  var body: some View {
    HStack {
      Spacer()
      Text(text)
    }
#if os(macOS)
    .padding(4)
#endif
  }
}
