// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class StopwatchModel {
  var seconds = 0
  var isRunning = false
}

@Observable
final class LapLog {
  var laps: [Int] = []
  static let shared = LapLog()
}

struct StopwatchView: View {
  @Bindable var model = StopwatchModel()
  var spare: StopwatchModel = .init()

  var body: some View {
    Toggle("\(model.seconds + spare.seconds) s", isOn: $model.isRunning)
  }
}

/// A shared object is not built here: nothing to say.
struct LapsView: View {
  var log = LapLog.shared

  var body: some View {
    Text("\(log.laps.count) laps")
  }
}
