import SwiftUI

final class Stopwatch: ObservableObject {
  @Published var seconds = 0
}

final class Lap: ObservableObject {
  @Published var count = 0
}
