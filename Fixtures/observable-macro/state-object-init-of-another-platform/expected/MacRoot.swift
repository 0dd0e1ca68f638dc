// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
#if os(macOS)
  import SwiftUI

  /// Only macOS compiles this view: Navigator's iOS init is never the one it calls.
  struct MacRoot: View {
    @State private var navigator = Navigator()
    @State private var shelf = Shelf()

    var body: some View {
      Text(navigator.selection ?? "\(shelf.titles.count)")
    }
  }
#endif
