// fixture: deployment-target=iOS=17.0,watchOS=10.0
import SwiftUI
#if canImport(WidgetKit)
import WidgetKit
#endif

struct StepsWidgetView: View {
  let steps: Int

  var body: some View {
    Text("\(steps)")
      .foregroundColor(.green)
  }
}
