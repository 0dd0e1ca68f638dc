import SwiftUI

// A label closure whose one view is a local declared in it (`let badge = …`, then `badge`)
// is not sized from the local's name, which could name a property of the type instead:
// the rewrite stays a review.
struct ScoreButton: View {
  let score: Int
  let badge = Color.red

  var body: some View {
    HStack {
      Spacer()
      Button(action: {}) {
        let badge = Text("\(score)")
        badge
      }
    }
  }
}
