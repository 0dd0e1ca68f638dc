import SwiftUI

final class Stopwatch: ObservableObject {
  @Published var seconds = 0
}

@Observable
final class Lap {
  var count = 0
}
