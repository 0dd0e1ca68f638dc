import SwiftUI

final class PickerModel: ObservableObject {
  @Published var selected = ""
  init(options: [String]) { selected = options.first ?? "" }
}

final class Recorder: ObservableObject {
  @Published var isRecording = false
}

struct PickerModelFactory {
  static func make(options: [String]) -> PickerModel { PickerModel(options: options) }
}

struct PickerScreen: View {
  @EnvironmentObject var model: PickerModel
  var body: some View { Text(model.selected) }
}

struct RecorderScreen: View {
  @EnvironmentObject var recorder: Recorder
  var body: some View { Text(recorder.isRecording ? "On" : "Off") }
}
