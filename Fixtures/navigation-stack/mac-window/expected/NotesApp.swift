// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

@main
struct NotesApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationView {
        NotesList()
      }
      .navigationViewStyle(.stack)
    }
  }
}

struct NotesList: View {
  var body: some View {
    List {
      Text("First note")
    }
  }
}

struct NoteSheet: View {
  var body: some View {
    NavigationStack {
      Text("Note")
    }
  }
}
