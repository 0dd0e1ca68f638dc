import SwiftUI

#if os(macOS)
  /// macOS 11 had no .task: the app's own, which runs on macOS too.
  extension View {
    func task(_ action: @escaping () async -> Void) -> some View {
      onAppear { _Concurrency.Task { await action() } }
    }
  }
#endif

/// A log with an onAppear of its own.
struct Log {
  var lines: [String] = []
  func onAppear(perform action: () -> Void) -> Log {
    action()
    return self
  }
}
