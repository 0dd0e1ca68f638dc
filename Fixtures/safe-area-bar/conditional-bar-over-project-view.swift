// fixture: deployment-target=iOS=16.0
import SwiftUI

// A bar shown only in some states (under `if`), laid over a view of the project that builds
// a List, is a toast or a jump button as it is over the List itself: as a safe-area bar it
// would push the rows whenever it shows, so it stays an overlay (`--verbose` only). A bar
// that is always shown is still reported.

struct TintedList<Rows: View>: View {
  @ViewBuilder var rows: Rows

  var body: some View {
    List {
      rows
    }
    .scrollContentBackground(.hidden)
  }
}

struct FeedScreen: View {
  let headlines: [String]
  @State private var showsMarkRead = false

  var body: some View {
    TintedList {
      ForEach(headlines, id: \.self) { headline in
        Text(headline)
      }
    }
    .overlay(alignment: .bottomTrailing) {
      if showsMarkRead {
        Button {
          showsMarkRead = false
        } label: {
          Image(systemName: "checkmark.circle")
        }
        .padding(18)
        .background(Color.indigo, in: Circle())
        .padding(6)
      }
    }
  }
}

struct SavedScreen: View {
  let titles: [String]

  var body: some View {
    TintedList {
      ForEach(titles, id: \.self) { title in
        Text(title)
      }
    }
    .overlay(alignment: .bottom) {
      Button("Export all") {}
        .buttonStyle(.borderedProminent)
    }
  }
}
