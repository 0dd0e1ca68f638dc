// fixture: deployment-target=iOS=16.0
import SwiftUI

extension View {
  /// The project's conditional modifier: `transform` gets this view when `condition` holds.
  @ViewBuilder
  func when<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
    if condition {
      transform(self)
    } else {
      self
    }
  }
}

/// The stack style reaches the NavigationView through the closure the conditional modifier
/// hands it: the note names that NavigationView instead of saying the style does nothing.
struct ArchiveTab: View {
  let onPad: Bool

  var body: some View {
    NavigationView {
      List {
        Text("2024")
      }
    }
    .tabItem { Label("Archive", systemImage: "archivebox") }
    .when(onPad) { view in
      view.navigationViewStyle(.stack)
    }
  }
}
