import SwiftUI

@Observable
final class PickerModel {
  var selected = ""
  init(options: [String]) { selected = options.first ?? "" }
}

@Observable
final class Recorder {
  var isRecording = false
}

struct PickerModelFactory {
  static func make(options: [String]) -> PickerModel { PickerModel(options: options) }
}

struct PickerScreen: View {
  @Environment(PickerModel.self) var model
  var body: some View { Text(model.selected) }
}

struct RecorderScreen: View {
  @Environment(Recorder.self) var recorder
  var body: some View { Text(recorder.isRecording ? "On" : "Off") }
}
