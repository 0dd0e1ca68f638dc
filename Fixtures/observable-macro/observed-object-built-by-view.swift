// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class StopwatchModel: ObservableObject {
  @Published var seconds = 0
  @Published var isRunning = false
}

final class LapLog: ObservableObject {
  @Published var laps: [Int] = []
  static let shared = LapLog()
}

struct StopwatchView: View {
  @ObservedObject var model = StopwatchModel()
  @ObservedObject var spare: StopwatchModel = .init()

  var body: some View {
    Toggle("\(model.seconds + spare.seconds) s", isOn: $model.isRunning)
  }
}

/// A shared object is not built here: nothing to say.
struct LapsView: View {
  @ObservedObject var log = LapLog.shared

  var body: some View {
    Text("\(log.laps.count) laps")
  }
}
