import Foundation

/// Sends the basket's change by hand after a sync: this file names no wrapper, no
/// publisher and no protocol, only the object's objectWillChange.
enum BasketSync {
  static func finish(with lines: [String]) {
    Basket.shared.lines = lines
    Basket.shared.objectWillChange.send()
  }
}
