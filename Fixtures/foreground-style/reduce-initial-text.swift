// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Texts joined by `reduce`: its initial result has the type the closure returns, a Text,
/// and below iOS 17 foregroundStyle(_:) would make it a View: left as is. So does the
/// `into:` form, whose closure adds to it.
struct MarkedLine: View {
  let words: [String]
  let marked: String

  var body: some View {
    VStack {
      words.reduce(Text("").foregroundColor(.primary)) { (line, word) -> Text in
        line + Text(word == marked ? word.uppercased() : word)
      }
      joined
    }
  }

  private var joined: Text {
    words.reduce(into: Text("").foregroundColor(.secondary)) { line, word in
      line = line + Text(word)
    }
  }
}
