import Foundation

final class Counter: ObservableObject {
  @Published var value = 0

  func increment() { value += 1 }
}
