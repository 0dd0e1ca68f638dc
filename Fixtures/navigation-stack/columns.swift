// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct MailScreen: View {
  var body: some View {
    NavigationView {
      List {
        Text("Inbox")
      }
      Text("Select a message")
    }
  }
}

struct NotesScreen: View {
  var body: some View {
    NavigationView {
      List { Text("Folders") }
      List { Text("Notes") }
      Text("Select a note")
    }
    .navigationViewStyle(.columns)
  }
}

struct SidebarScreen: View {
  var body: some View {
    NavigationView {
      List { Text("Sidebar") }
    }
    .navigationViewStyle(.columns)
  }
}
