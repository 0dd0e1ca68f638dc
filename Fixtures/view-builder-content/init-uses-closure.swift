import SwiftUI

/// The init runs the closure once itself, so it does more than assign it.
struct Prefetched<Content: View>: View {
  let content: () -> Content

  init(@ViewBuilder content: @escaping () -> Content) {
    self.content = content
    _ = content()
  }

  var body: some View { content() }
}
