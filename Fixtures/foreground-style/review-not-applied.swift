// fixture: deployment-target=iOS=17.0
import SwiftUI

struct ScoreLabel: View {
  let score: Int
  let palette: [Color]  // a subscript: its type is not known

  var body: some View {
    Text("\(score)")
      .foregroundColor(palette[score % palette.count])
  }
}
