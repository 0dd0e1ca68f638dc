import SwiftUI

// `content()` is the base of a chain whose modifiers a postfix `#if` block adds: the block's
// modifiers are conditional, the call is not. It runs once, in every build, so the closure
// can be a stored view.
struct Playfield<Content: View>: View {
  @Binding var listening: Bool
  private var content: () -> Content

  init(listening: Binding<Bool>, @ViewBuilder _ content: @escaping () -> Content) {
    _listening = listening
    self.content = content
  }

  var body: some View {
    content()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      #if os(iOS)
      .onTapGesture(count: 2) {
        listening.toggle()
      }
      #endif
      #if os(macOS)
      .onAppear {
        listening = true
      }
      #endif
  }
}
