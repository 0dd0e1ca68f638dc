// fixture: include-review deployment-target=iOS=16.0,macOS=14.0
import SwiftUI

@available(iOS 17.0, *)
final class Recorder: ObservableObject {
  @Published var isRecording = false
}

@available(iOS 17.0, *)
struct RecorderView: View {
  @StateObject private var recorder = Recorder()
  var body: some View { Text(recorder.isRecording ? "On" : "Off") }
}

/// Used from iOS 16 code too: stays.
final class Meter: ObservableObject {
  @Published var level = 0.0
}

@available(iOS 17.0, *)
struct MeterView: View {
  @ObservedObject var meter: Meter
  var body: some View { Text("\(meter.level)") }
}
