// fixture: deployment-target=iOS=17.0
import SwiftUI

struct ScoreLabel: View {
  let score: Int
  let scoreColor: (Int) -> Color

  var body: some View {
    Text("\(score)")
      .foregroundColor(scoreColor(score))
  }
}
