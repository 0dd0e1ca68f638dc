import SwiftUI

@Observable
final class Library {
  var books: [String] = []
}

@Observable
final class Reader {
  var name = ""
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
