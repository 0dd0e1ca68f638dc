import SwiftUI

// A postfix `#if` right after the stack, whose modifiers are written one level deeper than
// the directive (as swift-format lays them out): the directive's line, not the first
// modifier inside it, gives the depth the stack's modifier lines move from, so the lines
// inside the block stay one level deeper than `#if` and `#endif`.
struct PagingFooter: View {
  let isLoading: Bool

  var body: some View {
    List {
      if isLoading {
        ProgressView()
          .frame(maxWidth: .infinity)
          #if os(iOS)
            .listRowBackground(Color.clear)
          #endif
          .listRowSeparator(.hidden)
      }
    }
  }
}

// With an `#else` branch and nothing after `#endif`, the branches move the same way.
struct StatusLine: View {
  let status: String

  var body: some View {
    Text(status)
      .frame(maxWidth: .infinity, alignment: .leading)
      #if os(macOS)
        .padding(.horizontal, 8)
      #else
        .padding(.horizontal)
      #endif
  }
}
