// fixture: deployment-target=iOS=15.0
import SwiftUI

struct Bouncy: View {
  @State private var up = false

  var body: some View {
    Circle()
      .offset(y: up ? -20 : 0)
      .animation(.gentle)
  }
}
