import SwiftUI

extension ShelfView {
  @MainActor
  final class ViewModel: ObservableObject {
    @Published var titles: [String] = []
    @Published var error: Error?
  }
}

extension ShelfView.ViewModel {
  func load() {
    titles = ["Dune", "Emma"]
  }
}
