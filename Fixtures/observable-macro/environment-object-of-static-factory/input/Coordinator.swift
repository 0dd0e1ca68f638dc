// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

final class Coordinator {
  func pickerScreen() -> some View {
    let model = PickerModelFactory.make(options: ["A", "B"])
    return PickerScreen().environmentObject(model)
  }

  func recorderScreen() -> some View {
    RecorderScreen().environmentObject(Recorder())
  }
}
