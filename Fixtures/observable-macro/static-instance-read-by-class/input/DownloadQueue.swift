// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class DownloadQueue: ObservableObject {
  static var main = DownloadQueue()
  static let limit = 4
  @Published var active: [URL] = []
}

/// Reads the queue outside any view: Observation tracks nothing here.
final class DownloadLogger {
  func summary() -> String {
    "\(DownloadQueue.main.active.count) of \(DownloadQueue.limit)"
  }

  func isBusy() -> Bool {
    !DownloadQueue.main.active.isEmpty
  }
}

/// A view that reads it only in actions, which take the value when they run.
struct ClearButton: View {
  var body: some View {
    Button("Clear") {
      if !DownloadQueue.main.active.isEmpty { DownloadQueue.main.active = [] }
    }
    .task { print(DownloadQueue.main.active) }
  }
}
