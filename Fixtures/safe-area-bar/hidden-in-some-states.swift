// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

extension View {
  /// The project's way to hide a view in some states while keeping its place.
  func hidden(_ isHidden: Bool) -> some View {
    opacity(isHidden ? 0 : 1)
  }
}

// Completions pinned to the bottom of a scroller, hidden while there are none: shown only
// in some states, like content under `if`, so it stays an overlay; as a safe-area bar (or
// inset) it would keep the rows clear of an empty strip. Nothing to act on.
struct WordEntryForm: View {
  @State private var text = ""
  let completions: [String]

  var body: some View {
    ZStack {
      ScrollView {
        TextField("Words", text: $text)
        Button("Import") {}
      }
      VStack {
        Spacer()
        HStack {
          ForEach(completions, id: \.self) { word in
            Button(word) { text += word }
          }
        }
        .hidden(completions.isEmpty)
      }
    }
  }
}
