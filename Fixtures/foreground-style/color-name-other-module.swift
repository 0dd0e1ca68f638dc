// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(Highlighter)
import Highlighter
#endif

// A module this file imports may declare a Color of its own (a syntax highlighter's
// `typealias Color = UIColor`), and the file never writes the bare name: `Color` may be
// ambiguous here, so where the fix has to name the type it writes SwiftUI.Color.
struct HighlightedLine {
  let keywordTint: UIColor

  func keyword(_ word: String) -> Text {
    Text(word).foregroundColor(.init(keywordTint))
  }
}

struct PinnedMark: View {
  let pinned: Bool

  var body: some View {
    Image(systemName: "pin")
      .foregroundColor(pinned ? .accentColor : .secondary)
  }
}
