// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// Theme colours set both ways, as apps did while moving from accentColor to tint.
struct ThemedScreen: View {
  let brand: Color

  var body: some View {
    List {
      Text("Rows")
    }
    .tint(brand)
    .accentColor(brand)
  }
}

struct ThemedSheet: View {
  var body: some View {
    Form {
      Toggle("On", isOn: .constant(true))
    }
    .accentColor(Color(red: 0.2, green: 0.4, blue: 1))
    .tint(Color(red: 0.2, green: 0.4, blue: 1))
  }
}

/// Different colours: the accent colour is renamed, the tint stays.
struct TwoColours: View {
  var body: some View {
    Text("Mixed")
      .tint(.orange)
      .accentColor(.red)
  }
}
