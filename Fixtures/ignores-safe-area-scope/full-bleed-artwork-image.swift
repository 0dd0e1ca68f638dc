// fixture: deployment-target=iOS=17.0
import SwiftUI

struct AlbumHeader: View {
  let url: URL?

  var body: some View {
    Group {
      Image("album-art")
        .resizable()
        .scaledToFill()
        .blur(radius: 30)
        .ignoresSafeArea()
      AsyncImage(url: url) { image in
        image.resizable().scaledToFill()
      } placeholder: {
        Color.gray
      }
      .ignoresSafeArea()
    }
  }
}
