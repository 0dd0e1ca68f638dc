// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct InboxRow: View {
  let badge: String
  let preview: String

  var body: some View {
    VStack {
      // A comment inside the parentheses around the sum would go with them: reported.
      ( // a symbol first, so that it wraps with the text
        Text(Image(systemName: badge)).font(.caption)
          + (Text(" ") + Text(preview))
      )
      .lineLimit(2)
      // One after the opening parenthesis on its own line too.
      (
        /* the sender, then the subject */ Text(preview).bold() + Text(badge)
      )
    }
  }
}
