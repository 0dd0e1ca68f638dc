// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Gallery: View {
  var body: some View {
    VStack {
      // swiftui-migrate:disable:next clip-shape-corner-radius -- pixel-matched to the old design
      Image("a").cornerRadius(6)
      Image("b").cornerRadius(6)  // swiftui-migrate:disable:this deprecated-api
      // swiftui-migrate:disable all
      Image("c")
        .cornerRadius(6)
      // swiftui-migrate:enable all
    }
  }
}
