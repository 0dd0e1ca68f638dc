// fixture: include-review deployment-target=tvOS=26.0
import SwiftUI

/// A shelf whose skeleton starts its view model's first load: the load moves the state
/// out of `.idle`, which replaces the skeleton, so .task would cancel it; the tool cannot
/// read the view model's method here and says so with `--verbose` only. A Task that
/// calls another object keeps the note.
struct MomentsShelf: View {
  let viewModel: MomentsShelfModel
  let tracker: ShelfTracker

  var body: some View {
    ScrollView(.horizontal) {
      switch self.viewModel.state {
      case .idle:
        Color.clear
          .onAppear {
            Task {
              await self.viewModel.performInitialLoading(page: 1)
            }
          }
      case .loading:
        ProgressView()
          .onAppear { Task { await tracker.logSpinner() } }
      case .loaded(let titles):
        ForEach(titles, id: \.self) { Text($0) }
      }
    }
  }
}

@MainActor
final class MomentsShelfModel {
  enum State {
    case idle
    case loading
    case loaded([String])
  }

  var state = State.idle

  func performInitialLoading(page: Int) async {
    state = .loading
    state = .loaded(["Page \(page)"])
  }
}

final class ShelfTracker {
  func logSpinner() async {}
}
