// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A "load more" row with a comment beside its Task: what the note says first is that
/// .task would cancel the load the row starts (it hides while loading), not that the
/// comment would be dropped, which would only invite rewriting it by hand.
struct Archive: View {
  @State private var pages: [String] = []
  let hasMorePages: Bool
  let fetchPage: () async -> Void

  var body: some View {
    List {
      ForEach(pages, id: \.self) { Text($0) }
      if hasMorePages {
        ProgressView()
          .onAppear {
            // scrolled to the last loaded row: fetch the next page
            Task {
              await fetchPage()
            }
          }
      }
    }
  }
}
