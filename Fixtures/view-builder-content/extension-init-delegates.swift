import SwiftUI

struct Callout<Content: View>: View {
  let title: String
  let content: () -> Content

  var body: some View {
    VStack { Text(title); content() }
  }
}

extension Callout {
  /// Passes its own closure on to the memberwise init.
  init(_ title: String, content: @escaping () -> Content) {
    self.init(title: title, content: content)
  }
}

extension Callout where Content == Text {
  init(title: String, message: String) {
    self.init(title: title) { Text(message) }
  }
}

struct Forwarder<Content: View>: View {
  let content: () -> Content

  var body: some View {
    Callout(title: "Forwarded", content: content)
  }
}
