import SwiftUI

// The fix has to name SwiftUI's Color (`.accentColor` gets its type written out): the bare
// name is the module's UIColor here, which has no accentColor.
struct SnippetRow: View {
  let title: String
  let isPinned: Bool

  var body: some View {
    HStack {
      Text(title)
      Image(systemName: "pin")
        .foregroundStyle(isPinned ? SwiftUI.Color.accentColor : SwiftUI.Color.secondary)
    }
  }
}
