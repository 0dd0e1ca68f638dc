// fixture: include-review deployment-target=iOS=26.0,macOS=26.0
import SwiftUI

struct Row: Identifiable {
  let id: Int
  let name: String
}

struct ContactsView: View {
  let rows: [Row]

  var body: some View {
    NavigationStack {
      List(rows) { Text($0.name) }
        .navigationTitle("Contacts")
    }
    .overlay(alignment: .bottom) {
      Button("Add Contact") {}
    }
  }
}

struct ChatLogView: View {
  let rows: [Row]

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        ForEach(rows) { Text($0.name).id($0.id) }
      }
    }
    .overlay(alignment: .bottom) {
      Image(systemName: "arrow.down.circle")
        .onTapGesture {}
    }
  }
}

struct ReportView: View {
  let rows: [Row]

  var body: some View {
    Table(rows) {
      TableColumn("Name", value: \Row.name)
    }
    .overlay(alignment: .bottom) { Toggle("Show totals", isOn: .constant(true)) }
  }
}

struct WrappedView: View {
  let rows: [Row]

  var body: some View {
    NavigationStack {
      VStack {
        List(rows) { Text($0.name) }
      }
    }
    .overlay(alignment: .bottom) {
      Button("Add") {}
    }
  }
}
