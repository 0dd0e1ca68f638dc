// fixture: include-review deployment-target=iOS=26.0,macOS=26.0
import SwiftUI

// The scroll content already starts below the bar, by the bar's measured height: as a
// safe-area bar the space would be reserved twice, which the review message says.
struct Timetable: View {
  let stops: [String]
  @State private var headerHeight: CGFloat = 0

  var body: some View {
    ScrollView {
      VStack(spacing: 8) {
        ForEach(stops, id: \.self) { Text($0) }
      }
      .padding(.top, 16 + headerHeight)
    }
    .safeAreaBar(edge: .top) {
      Button("Change direction") {}
        .padding()
    }
  }
}

// Padding at the other edge keeps nothing free for the bar: the usual message.
struct Departures: View {
  let trains: [String]

  var body: some View {
    ScrollView {
      VStack {
        ForEach(trains, id: \.self) { Text($0) }
      }
      .padding(.top, 12)
    }
    .safeAreaBar(edge: .bottom) {
      Button("Refresh") {}
    }
  }
}
