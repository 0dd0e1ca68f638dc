// fixture: deployment-target=iOS=17.0
import SwiftUI
#if canImport(Kingfisher)
import Kingfisher
#endif

// An image view of an image-loading library (Kingfisher's KFImage, SDWebImage's WebImage)
// made `.resizable()` is artwork, as SwiftUI's `Image(…).resizable()` is: a backdrop may
// fill the screen, and nothing is said. The library's other views say nothing of what they
// show, and stay custom views.
struct SeriesBackdrop: View {
  let cover: URL

  var body: some View {
    #if canImport(Kingfisher)
    GeometryReader { proxy in
      KFImage(cover)
        .retry(maxCount: 3)
        .resizable()
        .scaledToFill()
        .frame(width: proxy.size.width, height: 480)
        .clipped()
        .overlay(LinearGradient(colors: [.clear, .black], startPoint: .center, endPoint: .bottom))
        .ignoresSafeArea()
    }
    #else
    Color.black
      .ignoresSafeArea()
    #endif
  }
}

struct SeriesTrailer: View {
  let trailer: URL

  var body: some View {
    #if canImport(Kingfisher)
    KFAnimatedImage(trailer)
      .ignoresSafeArea()
    #else
    Color.black
    #endif
  }
}
