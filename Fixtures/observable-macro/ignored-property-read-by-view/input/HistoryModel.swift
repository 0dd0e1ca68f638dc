// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

final class RepositoryClient {}

/// `client` is set by a method and never published: the view showed it when `entries`
/// changed with it. `title` is assigned in init only, and the view only calls a method of
/// `loading` (an action's work): nothing to say of them.
final class HistoryModel: ObservableObject {
  private(set) var client: RepositoryClient?
  private(set) var title = "History"
  var loading: Task<Void, Never>?
  @Published var entries: [String] = []

  func attach(_ client: RepositoryClient?) {
    self.client = client
    loading = Task {}
    entries = []
  }
}
