// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

// A later decoration layer is a mark only when its last frame fixes both sides (as the first
// layer's check reads it): a card framed to a fixed size and then pinned to the bottom by a
// filling frame is laid out against the screen's bottom edge, so it keeps ignoring the safe
// area with the backdrop; a ring framed last to a fixed size is centred like the content.
struct RewardScreen: View {
  let points: Int

  var body: some View {
    ZStack {
      Color.teal.ignoresSafeArea()
      RoundedRectangle(cornerRadius: 24)
        .fill(Color.white)
        .frame(width: 320, height: 180)
        .frame(maxHeight: .infinity, alignment: .bottom)
        .ignoresSafeArea()
      Circle()
        .stroke(Color.white, lineWidth: 4)
        .frame(width: 140, height: 140)
      VStack {
        Text("Well done")
        Text("\(points) points")
      }
    }
  }
}
