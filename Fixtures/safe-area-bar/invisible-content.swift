// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

// Content that is never seen and never hit-tested covers no rows: a button under
// `.opacity(0)` (kept for a shortcut, say), or a `.hidden()` button.
struct ResultsList: View {
  let results: [String]
  @State private var selection = 0

  var body: some View {
    ZStack {
      List(results, id: \.self) { Text($0) }
      VStack {
        Spacer()
        Button("Next") { selection += 1 }
      }
      .opacity(0)
    }
    .overlay(alignment: .bottom) {
      Button("Previous") { selection -= 1 }
        .hidden()
    }
  }
}
