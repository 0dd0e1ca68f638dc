// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A sum written over several lines whose one-line Text would pass 100 columns keeps its line
// breaks even when the string ends in a space: that space is written `\u{20}`, so no editor
// trimming trailing whitespace drops it before the closing `"""` (the string, and its key,
// are the same). A sum whose one line fits stays one line.
struct ImageDescriptions {
  func label(first: String) -> Text {
    Text("""
      \(Text("accessibility.image.alt-text-\(first)")), \
      \(Text("accessibility.image.alt-text-more.label")),\u{20}
      """)
  }

  func byline(author: String) -> Text {
    Text("""
      Posted to the neighbourhood board by \
      \(Text(author).bold()) \
      in the evening, after the meeting of\u{20}
      """)
  }

  func shortLabel(first: String) -> Text {
    Text("\(Text("image.alt-\(first)")), \(Text("image.more")), ")
  }
}
