// fixture: include-review deployment-target=iOS=26.0,macOS=26.0
import SwiftUI

struct PlayerBar: View {
  var body: some View {
    HStack {
      Text("Now playing")
      Spacer()
      Button("Pause") {}
    }
    .padding()
    .background(.bar)
  }
}

struct LibraryView: View {
  let songs: [String]

  var body: some View {
    NavigationStack {
      ZStack(alignment: .bottom) {
        // Songs, newest first.
        List(songs, id: \.self) { song in
          Text(song)
        }
        PlayerBar()
      }
      .navigationTitle("Library")
    }
  }
}

struct QueueView: View {
  let songs: [String]

  var body: some View {
    ZStack(alignment: .bottomTrailing) { ScrollView { Text(songs.joined()) }; Button("Shuffle") {} }
  }
}

struct HistoryView: View {
  let songs: [String]

  var body: some View {
    ZStack(alignment: .top) {
      Form {
        ForEach(songs, id: \.self) { Text($0) }
      }
      Picker("Range", selection: .constant(0)) {
        Text("Week").tag(0)
      }
    }.navigationTitle("History")
  }
}
