// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

struct PlayerView: View {
  let tracks: [String]

  var body: some View {
    // overlay(alignment:content:) is iOS 15; a ZStack works on iOS 14.
    ZStack(alignment: .bottom) {
      List(tracks, id: \.self) { Text($0) }
      TransportControls()
    }
  }
}

@available(iOS 15.0, *)
struct LyricsView: View {
  let lines: [String]

  var body: some View {
    List(lines, id: \.self) { Text($0) }
      .safeAreaBarOrInset(edge: .bottom) {
        TransportControls()
      }
  }
}

struct TransportControls: View {
  var body: some View {
    HStack {
      Button("Back") {}
      Button("Play") {}
    }
  }
}
