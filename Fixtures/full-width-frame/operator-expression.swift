// fixture: include-review
import SwiftUI

// X is an operator expression (a `+` of Texts, a ternary): a modifier written after it
// would bind to its last operand, so the rewrite puts X in parentheses.
struct DownloadStatus: View {
  var received: String
  var remaining: String?

  var body: some View {
    VStack {
      HStack {
        Text(received)
          + Text(" of 20 MB")
          + (remaining.map { Text(" – \($0) left") } ?? Text(""))
        Spacer()
      }
      .font(.caption)
      HStack {
        Spacer()
        remaining == nil ? Text("Done") : Text("Downloading")
      }
    }
  }
}
