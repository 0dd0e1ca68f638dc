// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct StoryView: View {
  var body: some View {
    VStack {
      Text("Chapter 1")
    }
    .background {
      Color.black
        .overlay {
          LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom)
            .ignoresSafeArea()
        }
        .ignoresSafeArea()
    }
  }
}

struct CoverView: View {
  var body: some View {
    VStack {
      Text("Chapter 2")
    }
    .background(Color.black.opacity(0.6))
    .background(
      Image("cover")
        .resizable()
        .scaledToFill()
    )
    .ignoresSafeArea()
  }
}
