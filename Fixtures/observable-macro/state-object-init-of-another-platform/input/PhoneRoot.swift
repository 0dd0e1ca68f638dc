import SwiftUI

#if os(iOS)
  /// Only iOS compiles this view: Navigator's init there starts a task.
  struct PhoneRoot: View {
    @StateObject private var navigator = Navigator()

    var body: some View {
      Text(navigator.selection ?? "")
    }
  }
#endif
