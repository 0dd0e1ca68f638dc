import SwiftUI

extension ReaderView {
  final class ViewModel: ObservableObject {
    @Published var page = ""
    @Published var error: Error?
    @Published var showsError = false
    private var subscriptions = Set<AnyCancellable>()

    init() {
      $error
        .sink { [weak self] error in self?.showsError = error != nil }
        .store(in: &subscriptions)
    }
  }
}
