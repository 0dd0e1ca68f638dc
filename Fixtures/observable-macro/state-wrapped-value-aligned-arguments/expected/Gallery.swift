// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class GalleryModel {
  var photos: [String] = []
  let album: String
  let columns: Int

  init(album: String, columns: Int) {
    self.album = album
    self.columns = columns
  }
}

struct GalleryScreen: View {
  @State private var model: GalleryModel

  init(album: String, wide: Bool) {
    _model = State(wrappedValue: GalleryModel(album: album,
                                              columns: wide ? 4 : 2))
  }

  var body: some View {
    Text(model.album)
  }
}

struct RecentScreen: View {
  @State private var recent = GalleryModel(album: "Recent",
                                           columns: 3)
  @State private var shared: GalleryModel

  init() {
    _shared = State(wrappedValue: GalleryModel(
      album: "Shared",
      columns: 2))
  }

  var body: some View {
    Text(recent.album + shared.album)
  }
}
