// fixture: deployment-target=iOS=16.0
import SwiftUI

struct TransferCard: View {
  var body: some View {
    VStack {
      Text("Amount")
      Text("Fee")
    }
    .frame(
      minWidth: UIScreen.main.bounds.width - 30, maxWidth: UIScreen.main.bounds.width - 30,
      maxHeight: .infinity)
  }
}

struct PageStrip: View {
  let pageSize = CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)

  var body: some View {
    Color.blue
      .frame(width: pageSize.width)
      .padding(.top, UIScreen.main.bounds.height * 0.1)
      .padding(.bottom, UIScreen.main.bounds.height * 0.1)
  }
}

// Both arguments of one call read the screen, each on a line of its own: one note.
struct ParticleField: View {
  var body: some View {
    Circle()
      .frame(width: 40, height: 40)
      .position(
        x: CGFloat.random(in: 0...UIScreen.main.bounds.width),
        y: CGFloat.random(in: 0...UIScreen.main.bounds.height)
      )
  }
}
