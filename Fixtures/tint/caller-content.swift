// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A panel that shows what its callers pass, themed both ways: the search cannot see the
/// callers' content, and the message says so.
struct Panel<Content: View>: View {
  let theme: Color
  @ViewBuilder let content: Content

  var body: some View {
    NavigationStack {
      framed()
    }
    .tint(theme)
    .accentColor(theme)
  }

  private func framed() -> some View {
    content.padding()
  }
}

/// The call is on the title only, which shows none of the callers' content.
struct Titled<Content>: View where Content: View {
  let title: String
  let theme: Color
  let content: () -> Content

  var body: some View {
    VStack {
      Text(title)
        .tint(theme)
        .accentColor(theme)
      content()
    }
  }
}
