// fixture: deployment-target=iOS=17.0,macOS=14.0 include-review
import SwiftUI

struct ReaderView: View {
  var body: some View {
    VStack {
      Text("Chapter")
    }
    .background(Color.yellow)
    #if os(iOS)
    .ignoresSafeArea()
    #endif
  }
}

struct GalleryView: View {
  var body: some View {
    ScrollView {
      Text("Photos")
    }
    #if os(iOS)
    .edgesIgnoringSafeArea(.all)
    #endif
  }
}
