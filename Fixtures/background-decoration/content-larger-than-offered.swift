// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A blurred cover behind a card: the image, scaled to fill, is taller or wider than the
/// space offered, and the material layer covers only that space, centred on the image. As
/// the image's overlay (after a frame, which is as big as the image) the material would
/// cover the whole image: left as it is.
struct CoverBackdrop: View {
  let cover: Image

  var body: some View {
    ZStack {
      cover
        .resizable()
        .scaledToFill()
      Rectangle()
        .fill(.regularMaterial)
    }
  }
}

struct PosterBackdrop: View {
  let poster: Image

  var body: some View {
    ZStack {
      Color.black.opacity(0.3)
      poster
        .resizable()
        .aspectRatio(contentMode: .fill)
    }
  }
}
