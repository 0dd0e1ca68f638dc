// fixture: include-review deployment-target=iOS=26.0
import SwiftUI

struct GalleryView: View {
  let photos: [String]
  @Binding var showsMenu: Bool

  var body: some View {
    ScrollView {
      ForEach(photos, id: \.self) { Image($0) }
    }
    // Edge fade.
    .overlay(alignment: .bottom) {
      LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom)
        .frame(height: 80)
        .allowsHitTesting(false)
    }
    // Scrim that dismisses a menu on tap.
    .overlay(alignment: .bottom) {
      Color.black.opacity(0.4)
        .onTapGesture { showsMenu = false }
    }
    // Artwork.
    .overlay(alignment: .top) {
      Image("header").resizable().scaledToFit()
    }
    // Material band.
    .overlay(alignment: .top) {
      Rectangle().fill(.ultraThinMaterial).frame(height: 44)
    }
    // A full-height control column is a layer, not a bar.
    .overlay(alignment: .bottom) {
      VStack {
        Button("Close") {}
      }
      .frame(maxHeight: .infinity)
    }
    // Non-interactive: a text strip.
    .overlay(alignment: .bottom) {
      Text("\(photos.count) photos")
        .padding(8)
    }
  }
}
