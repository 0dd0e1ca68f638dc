// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// The project's own Text (a design-system text with a + of its own): its sums are not
/// SwiftUI's and stay as they are.
struct Text: View {
  var content: String

  init(_ content: String) {
    self.content = content
  }

  var body: some View {
    SwiftUI.Text(content)
  }

  static func + (lhs: Text, rhs: Text) -> Text {
    Text(lhs.content + rhs.content)
  }
}

struct Greeting: View {
  var body: some View {
    Text("Hello, ") + Text("world")
  }
}
