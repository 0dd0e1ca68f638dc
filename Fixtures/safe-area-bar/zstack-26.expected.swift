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
      // Songs, newest first.
      List(songs, id: \.self) { song in
        Text(song)
      }
      .safeAreaBar(edge: .bottom) {
        PlayerBar()
      }
      .navigationTitle("Library")
    }
  }
}

struct QueueView: View {
  let songs: [String]

  var body: some View {
    ScrollView { Text(songs.joined()) }.safeAreaBar(edge: .bottom, alignment: .trailing) { Button("Shuffle") {} }
  }
}

struct HistoryView: View {
  let songs: [String]

  var body: some View {
    Form {
      ForEach(songs, id: \.self) { Text($0) }
    }.safeAreaBar(edge: .top) {
      Picker("Range", selection: .constant(0)) {
        Text("Week").tag(0)
      }
    }.navigationTitle("History")
  }
}
