// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A method of the view that returns a Text, called on self or bare, is a Text: the sum is
// rewritten like one of Text calls. A method of another type is found through its value.
struct ScoreLine: View {
  let word: String
  let points: Int
  let board: Board

  var body: some View {
    VStack {
      Text("you played \(self.styled(word))")
      Text("last: \(styled(word))")
      Text("best: \(board.best())")
    }
  }

  func styled(_ text: String) -> Text {
    Text(text).fontWeight(.medium)
  }
}

struct Board {
  var top = "cube"

  func best() -> Text {
    Text(top).bold()
  }
}
