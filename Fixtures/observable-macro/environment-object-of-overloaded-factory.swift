// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Playlist: ObservableObject {
  @Published var title = ""
}

final class Queue: ObservableObject {
  @Published var count = 0
}

/// Two overloads of one name with other results: the call's labels tell which one it
/// reaches, so the object passed to environmentObject(_:) is a Playlist.
enum Models {
  static func make(title: String) -> Playlist { Playlist() }
  static func make(count: Int) -> Queue { Queue() }
}

struct PlaylistScreen: View {
  @EnvironmentObject var playlist: Playlist
  var body: some View { Text(playlist.title) }
}

func playlistScreen() -> some View {
  let model = Models.make(title: "Mix")
  return PlaylistScreen().environmentObject(model)
}
