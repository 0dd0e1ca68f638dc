// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

final class FolderWatcher {
  func start() {}
}

/// Its init starts a task that watches a folder: done again on every init of a view that
/// holds it in @State, though the view's file declares no init.
@MainActor
final class RuleListModel: ObservableObject {
  @Published var rules: [String] = []
  private let watcher = FolderWatcher()

  init() {
    Task { self.watcher.start() }
  }
}

/// Its init assigns a value: nothing to say.
final class FilterModel: ObservableObject {
  @Published var query: String

  init(query: String = "") {
    self.query = query
  }
}
