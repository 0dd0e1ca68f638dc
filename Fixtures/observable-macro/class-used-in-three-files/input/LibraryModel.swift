import SwiftUI

/// The books on loan.
final class LibraryModel: ObservableObject, Identifiable {
  @Published var books: [String] = []
  @Published
  private(set) var isLoading = false
  @Published var query = "" {
    didSet { isLoading = !query.isEmpty }
  }
  var pageSize = 20
  lazy var formatter = DateFormatter()
  private weak var owner: AnyObject?
  let id = UUID()
  static var shared = LibraryModel()
  var count: Int { books.count }
  #if DEBUG
  var debugName = "library"
  #endif

  func load() {
    isLoading = true
  }
}
