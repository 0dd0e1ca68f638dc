// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct Settings: View {
  @State private var notify = false
  let brand: Color
  let highlight: Color?

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $notify)
        .accentColor(.orange)
      Button("Save") {}.accentColor(brand)
      Slider(value: .constant(0.5))
        .accentColor(Color("Brand"))  // the asset's colour
        .padding()
      Toggle("Inherit", isOn: $notify)
        .accentColor(nil)
      Toggle("Maybe", isOn: $notify)
        .accentColor(highlight)
    }
    .accentColor(notify ? .green : .gray)
  }
}
