import SwiftUI

final class Playlist: ObservableObject {
  @Published var title = "Morning"
}

/// Declares its own `traceName`: reading it is no use of the extension.
final class Library: ObservableObject {
  @Published var count = 0
  var traceName: String { "library" }
}

struct ShelfView: View {
  @StateObject private var playlist = Playlist()
  @ObservedObject var library: Library

  var body: some View {
    Text(playlist.title + library.traceName)
  }
}
