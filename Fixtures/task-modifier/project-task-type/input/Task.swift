import Foundation

/// A to-do item: `Task { … }` in this module is this type's initializer, not Swift's Task.
struct Task: Identifiable {
  let id = UUID()
  var title: String

  init(title: String) { self.title = title }
  init(_ make: (String) -> Void) {
    title = "New"
    make(title)
  }
}
