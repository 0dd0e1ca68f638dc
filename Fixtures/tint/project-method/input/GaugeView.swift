// fixture: include-review deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct GaugeView: View {
  let model: GaugeStyleModel

  var body: some View {
    let styled = GaugeStyleModel().accentColor(.red)
    Text("\(styled.colors.count + model.colors.count)")
      .accentColor(.red)
  }
}
