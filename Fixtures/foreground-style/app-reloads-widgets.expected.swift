// fixture: in-app deployment-target=iOS=17.0,macOS=14.0
import SwiftUI
#if canImport(WidgetKit)
import WidgetKit
#endif

// An app (not its widget extension) imports WidgetKit to reload its widgets' timelines: its
// views are never drawn in a widget, so the rename is safe, as in any other app file.
struct RefreshSettings: View {
  @State private var refreshed = false

  var body: some View {
    VStack {
      Button("Refresh widgets") {
        #if canImport(WidgetKit)
        WidgetCenter.shared.reloadAllTimelines()
        #endif
        refreshed = true
      }
      Text(refreshed ? "Done" : "Not yet")
        .foregroundStyle(.green)
    }
  }
}
