// fixture: deployment-target=iOS=16.0
// A view argument's later lines land under its first line, wherever they were written:
// modifiers one level deeper, a closing brace level with it.
import SwiftUI

struct SettingsList: View {
  @State private var on = false

  var body: some View {
    List {
      Section {
        Toggle("On", isOn: $on)
      } header: {
        Text("Sync")
          .font(.caption)
      } footer: {
        Text("Runs hourly")
          .foregroundStyle(.secondary)
      }
      Section {
        Toggle("On", isOn: $on)
      } header: {
        Text("Account")
          .font(.caption)
      }
    }
  }
}

struct Profile: View {
  var body: some View {
    List {
      Section {
        Text("Ada")
      } header: {
        VStack {
          Text("Name")
          Text("Shown to others")
        }
      }
    }
  }
}
