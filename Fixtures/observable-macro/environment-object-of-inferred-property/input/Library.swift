import SwiftUI

final class Library: ObservableObject {
  @Published var books: [String] = []
}

final class Reader: ObservableObject {
  @Published var name = ""
}

enum Services {
  static let library = Library()
  static let reader = Reader()
}

final class AppEnvironment {
  static let shared = AppEnvironment()
  let library = Services.library
}

protocol ReadingContext {}

extension ReadingContext {
  var reader: Reader { Services.reader }
}

struct Container: ReadingContext {}
