// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// A long sum over several lines keeps its breaks, but a piece that is only punctuation
// (the sentence's full stop, an exclamation mark) stays at the end of the line before it,
// after the text it ends, as a person writes the sentence.
struct TutorialStep: View {
  var body: some View {
    VStack {
      Text("Drag across the letters to spell a word, then lift your finger on the ")
        + Text("last letter").fontWeight(.semibold)
        + Text(".")
      Text("Three letters in a row that all touch the same face score a ")
        + Text("bonus").italic()
        + Text("!?")
    }
  }
}
