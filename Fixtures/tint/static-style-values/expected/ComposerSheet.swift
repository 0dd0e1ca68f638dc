// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

/// A sheet whose buttons take their colour from a shared text style.
struct ComposerSheet: View {
  @State private var isSending = false
  let brand: Color

  var body: some View {
    Text("Draft")
      .sheet(isPresented: $isSending) {
        SendOptions()
          .tint(brand)
      }
  }
}

struct SendOptions: View {
  var body: some View {
    VStack {
      Text("Send now").textStyle(.emphasised)
      Text("Schedule").textStyle(.plain)
    }
  }
}

/// The accent colour set to itself: the thumbnails' Color.accentColor stays the same.
struct GalleryRoot: View {
  var body: some View {
    NavigationView {
      ThumbnailStrip()
    }
    .tint(.accentColor)
  }
}

struct ThumbnailStrip: View {
  var body: some View {
    HStack {
      Circle().fill(Color.accentColor)
      Circle().fill(Color.secondary)
    }
  }
}
