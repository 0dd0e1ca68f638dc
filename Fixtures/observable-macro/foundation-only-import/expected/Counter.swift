import Foundation
import Observation

@Observable
final class Counter {
  var value = 0

  func increment() { value += 1 }
}
