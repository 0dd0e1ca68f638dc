// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct Toolbar: View {
  var body: some View {
    VStack {
      Spacer()
      HStack {
        Button("Share") {}
        Button("Delete") {}
      }
    }
    .ignoresSafeArea(edges: .bottom)
  }
}

struct Headline: View {
  var body: some View {
    VStack {
      Text("Breaking").ignoresSafeArea(edges: .top)
      Spacer()
    }
  }
}
