// fixture: deployment-target=iOS=17.0
import SwiftUI

// An empty state centred in the whole screen: ignoring the safe area only moves its centre
// (and keeps the keyboard of a search field from pushing it up).
struct NoResultsView: View {
  let hint: String

  var body: some View {
    VStack(spacing: 6) {
      Text("Nothing here yet")
        .font(.title2)
      Text(hint)
        .padding(.horizontal, 40)
    }
    .multilineTextAlignment(.center)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .ignoresSafeArea()
  }
}

// A progress screen whose background already bleeds: the same.
struct SyncingView: View {
  var body: some View {
    VStack {
      ProgressView()
      Text("Syncing…")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
    .background(Color.gray, ignoresSafeAreaEdges: .all)
    .ignoresSafeArea()
  }
}

// Only as wide as its container, and as tall as its text: its content runs under the bars
// at the top and the home indicator at the bottom when it sits there; still reported.
struct BannerText: View {
  var body: some View {
    VStack {
      Text("Offline")
      Button("Retry") {}
    }
    .frame(maxWidth: .infinity)
    .ignoresSafeArea()
  }
}
