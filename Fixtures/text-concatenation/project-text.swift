// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// The project's own Text, with its own +: not SwiftUI's, never rewritten.
struct Text {
  var value: String
  init(_ value: String) { self.value = value }
  static func + (lhs: Text, rhs: Text) -> Text { Text(lhs.value + rhs.value) }
}

let joined = Text("a") + Text("b")
