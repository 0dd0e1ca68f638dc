// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct MapScreen: View {
  var body: some View {
    ZStack(alignment: .bottomTrailing) {
      Color.teal.ignoresSafeArea()
      HStack {
        Button("Locate") {}
        Button("Layers") {}
      }
      .padding()
      .ignoresSafeArea()
    }
  }
}

struct BannerHost: View {
  var body: some View {
    ZStack(alignment: .top) {
      Color.white
      Text("Offline").padding().ignoresSafeArea(.all)
    }
  }
}
