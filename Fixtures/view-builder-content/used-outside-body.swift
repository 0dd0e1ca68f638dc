import SwiftUI

/// Calls its content from a helper property, not from `body`.
struct Framed<Content: View>: View {
  let content: () -> Content

  private var framed: some View {
    content().border(.gray)
  }

  var body: some View { framed }
}

/// A modifier-style API replaces the footer on a copy.
struct Page<Footer: View>: View {
  var footer: () -> Footer

  var body: some View {
    VStack {
      Spacer()
      footer()
    }
  }

  func footer(_ newFooter: @escaping () -> Footer) -> Self {
    var copy = self
    copy.footer = newFooter
    return copy
  }
}

/// Reassigned in a mutating method.
struct Swappable<Content: View>: View {
  var content: () -> Content

  mutating func reset(to newContent: @escaping () -> Content) {
    content = newContent
  }

  var body: some View { content() }
}

/// A default value: the stored view would need one of type `Content`.
struct Placeholder<Content: View>: View {
  var content: () -> Content = { fatalError("no content") }

  var body: some View { content() }
}

/// Stored but never called in `body`.
struct Unused<Content: View>: View {
  let content: () -> Content

  var body: some View { Text("Nothing") }
}
