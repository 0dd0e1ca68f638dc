// fixture: include-review deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct Settings: View {
  @State private var notify = false
  let brand: Color
  let highlight: Color?

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $notify)
        .tint(.orange)
      Button("Save") {}.tint(brand)
      Slider(value: .constant(0.5))
        .tint(Color("Brand"))  // the asset's colour
        .padding()
      Toggle("Inherit", isOn: $notify)
        .accentColor(nil)
      Toggle("Maybe", isOn: $notify)
        .tint(highlight)
    }
    .tint(notify ? .green : .gray)
  }
}
