// fixture: deployment-target=iOS=16.0
// A view argument's later lines land under its first line, wherever they were written:
// modifiers one level deeper, a closing brace level with it.
import SwiftUI

struct SettingsList: View {
  @State private var on = false

  var body: some View {
    List {
      Section(header: Text("Sync")
        .font(.caption),
              footer: Text("Runs hourly")
                .foregroundStyle(.secondary)) {
        Toggle("On", isOn: $on)
      }
      Section(header: Text("Account")
                .font(.caption)) {
        Toggle("On", isOn: $on)
      }
    }
  }
}

struct Profile: View {
  var body: some View {
    List {
      Section(header: VStack {
                Text("Name")
                Text("Shown to others")
              }) {
        Text("Ada")
      }
    }
  }
}
