import SwiftUI

struct Entry {
  var content: String
}

enum Catalogue {
  /// Reads `content` of an entry bound by a tuple pattern: a value whose type the
  /// resolver does not tell.
  static func summary(titles: [String], entries: [Entry]) -> String {
    var lines: [String] = []
    for (title, entry) in zip(titles, entries) {
      lines.append(title + ": " + entry.content)
    }
    return lines.joined(separator: "\n")
  }
}
