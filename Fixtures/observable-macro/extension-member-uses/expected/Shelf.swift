import SwiftUI

@Observable
final class Playlist {
  var title = "Morning"
}

/// Declares its own `traceName`: reading it is no use of the extension.
@Observable
final class Library {
  var count = 0
  var traceName: String { "library" }
}

struct ShelfView: View {
  @State private var playlist = Playlist()
  var library: Library

  var body: some View {
    Text(playlist.title + library.traceName)
  }
}
