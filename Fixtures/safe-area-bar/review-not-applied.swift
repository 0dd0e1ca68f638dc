// fixture: deployment-target=iOS=26.0
import SwiftUI

struct SettingsView: View {
  var body: some View {
    Form {
      Text("General")
    }
    .overlay(alignment: .bottom) {
      Button("Save") {}
    }
  }
}
