import SwiftUI

/// Stores type-erased content so that it is not generic.
struct ErasedCard: View {
  let content: () -> AnyView

  init<V: View>(@ViewBuilder content: @escaping () -> V) {
    self.content = { AnyView(content()) }
  }

  var body: some View {
    content().padding()
  }
}

/// Wraps the closure instead of assigning it.
struct Logged<Content: View>: View {
  let content: () -> Content

  init(@ViewBuilder content: @escaping () -> Content) {
    self.content = {
      print("building content")
      return content()
    }
  }

  var body: some View { content() }
}
