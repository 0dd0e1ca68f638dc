// fixture: include-review deployment-target=iOS=17.0
import SwiftUI
#if canImport(Charts)
import Charts
#endif

/// Chart content declared on its own reads no view's environment: its reads of the screen
/// are reported with what the view that shows it should read and pass in.
@MainActor
struct Thresholds: ChartContent {
  var body: some ChartContent {
    RuleMark(y: .value("Limit", 80))
      .cornerRadius(1 / UIScreen.main.scale)
  }
}

@MainActor
@ChartContentBuilder
func bars(_ days: [String]) -> some ChartContent {
  BarMark(x: .value("Day", "Mon"), y: .value("Count", 3))
    .cornerRadius(2 * UIScreen.main.scale)
}

@MainActor
struct Route {
  let name: String

  func label() -> String { "\(name) at \(UIScreen.main.scale)x" }
}
