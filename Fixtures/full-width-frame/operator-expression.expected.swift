// fixture: include-review
import SwiftUI

// X is an operator expression (a `+` of Texts, a ternary): a modifier written after it
// would bind to its last operand, so the rewrite puts X in parentheses.
struct DownloadStatus: View {
  var received: String
  var remaining: String?

  var body: some View {
    VStack {
      (Text(received)
        + Text(" of 20 MB")
        + (remaining.map { Text(" – \($0) left") } ?? Text("")))
        .frame(maxWidth: .infinity, alignment: .leading)
        .font(.caption)
      (remaining == nil ? Text("Done") : Text("Downloading"))
        .frame(maxWidth: .infinity, alignment: .trailing)
    }
  }
}
