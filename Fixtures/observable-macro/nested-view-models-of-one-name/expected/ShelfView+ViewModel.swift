import SwiftUI

extension ShelfView {
  @Observable
  @MainActor
  final class ViewModel {
    var titles: [String] = []
    var error: Error?
  }
}

extension ShelfView.ViewModel {
  func load() {
    titles = ["Dune", "Emma"]
  }
}
