// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class GalleryModel: ObservableObject {
  @Published var photos: [String] = []
  let album: String
  let columns: Int

  init(album: String, columns: Int) {
    self.album = album
    self.columns = columns
  }
}

struct GalleryScreen: View {
  @StateObject private var model: GalleryModel

  init(album: String, wide: Bool) {
    _model = StateObject(wrappedValue: GalleryModel(album: album,
                                                    columns: wide ? 4 : 2))
  }

  var body: some View {
    Text(model.album)
  }
}

struct RecentScreen: View {
  @StateObject private var recent = GalleryModel(album: "Recent",
                                                 columns: 3)
  @StateObject private var shared: GalleryModel

  init() {
    _shared = StateObject(wrappedValue: GalleryModel(
      album: "Shared",
      columns: 2))
  }

  var body: some View {
    Text(recent.album + shared.album)
  }
}
