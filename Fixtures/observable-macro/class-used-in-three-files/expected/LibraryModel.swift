import SwiftUI

/// The books on loan.
@Observable
final class LibraryModel: Identifiable {
  var books: [String] = []
  private(set) var isLoading = false
  var query = "" {
    didSet { isLoading = !query.isEmpty }
  }
  @ObservationIgnored var pageSize = 20
  @ObservationIgnored lazy var formatter = DateFormatter()
  @ObservationIgnored private weak var owner: AnyObject?
  let id = UUID()
  static var shared = LibraryModel()
  var count: Int { books.count }
  #if DEBUG
  @ObservationIgnored var debugName = "library"
  #endif

  func load() {
    isLoading = true
  }
}
