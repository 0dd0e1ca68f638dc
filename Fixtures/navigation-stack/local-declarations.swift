// fixture: deployment-target=iOS=16.0
import SwiftUI

struct Episode: Identifiable {
  let id: Int
  let title: String
}

struct EpisodesScreen: View {
  let episodes: [Episode]
  let isCompact: Bool

  var body: some View {
    NavigationView {
      let list = List(episodes) { episode in
        Text(episode.title)
      }
      if isCompact {
        list.listStyle(.plain)
      } else {
        list.listStyle(.insetGrouped)
      }
    }
    .navigationViewStyle(.stack)
  }
}

struct DownloadsScreen: View {
  let episodes: [Episode]

  var body: some View {
    NavigationView {
      let count = episodes.count
      let header = Text("\(count) downloads")
      List {
        header
        ForEach(episodes) { Text($0.title) }
      }
    }
    .navigationViewStyle(.stack)
  }
}

struct LibraryScreen: View {
  let episodes: [Episode]

  var body: some View {
    NavigationView {
      let sorted = episodes.sorted { $0.title < $1.title }
      List(sorted) { Text($0.title) }
      Text("Select an episode")
    }
  }
}
