import SwiftUI

// `footer()` is called twice, so `footer` stays a closure; `content` shares the init with
// it, so it stays a closure too.
struct Screen<Content: View, Footer: View>: View {
  let content: () -> Content
  let footer: () -> Footer

  init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder footer: @escaping () -> Footer) {
    self.content = content
    self.footer = footer
  }

  var body: some View {
    VStack {
      content()
      footer()
      footer()
    }
  }
}
