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
