// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct ThemedList: View {
  let tint: Color

  var body: some View {
    List {
      Text("Row")
    }
    .background(tint.opacity(0.2))
    .ignoresSafeArea()
  }
}

struct LayeredCard: View {
  var body: some View {
    VStack {
      Text("Card")
    }
    .background {
      Color.blue
      Color.white.opacity(0.5)
    }
    .ignoresSafeArea()
  }
}
