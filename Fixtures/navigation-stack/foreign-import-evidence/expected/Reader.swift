import SwiftUI
#if canImport(ReaderKit)
import ReaderKit
#endif

// No file of the run shows what ReaderKit declares: SwiftUI's NavigationStack is spelled out.
struct ReaderScreen: View {
  let title: String

  var body: some View {
    SwiftUI.NavigationStack {
      Text(title)
        .navigationTitle(title)
    }
  }
}
