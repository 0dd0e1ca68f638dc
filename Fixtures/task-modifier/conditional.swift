// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A "load more" row that the condition hides while loading: .task would cancel the load it
/// starts, so these are only reported.
struct Feed: View {
  @State private var items: [String] = []
  @State private var isLoadingMore = false
  @State private var phase = 0
  let loadMore: () async -> Void

  var body: some View {
    List {
      ForEach(items, id: \.self) { Text($0) }
      if !isLoadingMore {
        Color.clear
          .frame(height: 1)
          .onAppear {
            Task { await loadMore() }
          }
      }
      switch phase {
      case 0:
        ProgressView()
          .onAppear { Task { await loadMore() } }
      default:
        EmptyView()
      }
    }
  }
}
