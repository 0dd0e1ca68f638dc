// fixture: deployment-target=iOS=17.0 include-review
import SwiftUI

struct InboxView: View {
  let subjects: [String]

  var body: some View {
    List(subjects, id: \.self) { subject in
      Text(subject)
    }
    .listStyle(.plain)
    .ignoresSafeArea(.all)
  }
}

struct SettingsView: View {
  @State private var notifications = true

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $notifications)
    }
    .ignoresSafeArea(edges: .all)
  }
}
