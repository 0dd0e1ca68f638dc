// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

@Observable
final class TimerModel {
  var seconds = 0
  var isRunning = false
  static let shared = TimerModel()
}

struct TimerView: View {
  @Bindable var model: TimerModel

  var body: some View {
    Toggle("\(model.seconds) s", isOn: $model.isRunning)
  }
}

/// The preview owns the object it observes: as a plain property of the view `#Preview`
/// makes, it would be built again on every init of that view; `@State` keeps it, as
/// `@StateObject` would. Its `$` binding still binds its properties.
#Preview("running") {
  @Previewable @State var model = TimerModel()
  TimerView(model: model)
    .onAppear { model.isRunning = true }
}

#Preview("toggle") {
  @Previewable @State var shared = TimerModel.shared
  Toggle("Run", isOn: $shared.isRunning)
}
