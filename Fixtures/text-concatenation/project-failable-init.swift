// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// A failable init the project adds to Text, disfavored: `Text("…")` is still SwiftUI's own
// init, a Text; a call only the project's init fits (`Text(markdown:)`) is optional.
extension Text {
  @_disfavoredOverload
  init?(_ source: String, strict: Bool = true) {
    guard !(strict && source.isEmpty) else { return nil }
    self.init(verbatim: source)
  }

  @_disfavoredOverload
  init?(markdown source: String) {
    guard !source.isEmpty else { return nil }
    self.init(verbatim: source)
  }
}

struct Counter: View {
  let count: Int
  let notes: String

  var body: some View {
    let label = Text("Items")
    let rendered = Text(markdown: notes)
    return VStack {
      label + Text(": \(count)")
      (rendered ?? Text("")) + Text("!")
    }
  }
}
