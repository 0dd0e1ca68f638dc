// fixture: include-review deployment-target=macOS=14.0
import SwiftUI
#if canImport(AppKit)
  import AppKit
#endif
#if canImport(QuickLookUI)
  import QuickLookUI
#endif
#if canImport(IOKit)
  import IOKit.ps
#endif
#if canImport(ObjectiveC)
  import ObjectiveC
#endif

/// Every module this file imports is one of Apple's macOS SDK modules, none of which
/// declares a Bindable: the bare name is SwiftUI's, and it is written bare.
@Observable
final class PeekPanelModel {
  var isPanelOpen = false
  var pinned = false
}

struct PeekPanelToggle: ViewModifier {
  @Bindable var model: PeekPanelModel

  func body(content: Content) -> some View {
    content
      .overlay {
        Toggle("Peek", isOn: $model.isPanelOpen)
      }
  }
}
