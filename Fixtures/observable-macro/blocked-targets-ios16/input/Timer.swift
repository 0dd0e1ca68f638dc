// fixture: include-review deployment-target=iOS=16.0,macOS=14.0
import SwiftUI

final class Stopwatch: ObservableObject {
  @Published var seconds = 0
}

struct StopwatchView: View {
  @StateObject private var stopwatch = Stopwatch()
  var body: some View { Text("\(stopwatch.seconds)") }
}
