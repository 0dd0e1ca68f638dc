import Foundation
import SwiftUI

/// `table` is set by a method and never published; `translate(_:)` reads it. A view that
/// shows `translate(_:)`'s result showed the new table whenever `language` changed with it.
/// `label(_:)` reads only what init sets, and `reset()` returns nothing to show: nothing to
/// say of them.
@MainActor
final class Translator: ObservableObject {
  static let shared = Translator()

  @Published var language = "en"
  private var table: [String: String] = [:]
  private var prefix = ""

  private init() {
    prefix = "·"
  }

  func switchTo(_ language: String, table: [String: String]) {
    self.table = table
    self.language = language
  }

  func translate(_ key: String) -> String {
    table[key] ?? key
  }

  func label(_ key: String) -> String {
    prefix + key
  }

  func reset() {
    if !table.isEmpty { table = [:] }
  }
}
