// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// Text input written in a view of the run rather than in the stack itself: the index
// follows the stack's views into their bodies, so the stack is reported for the keyboard
// (its fields would stay under it) rather than only for the bars.
struct PasswordRow: View {
  let hint: String
  let isSecure: Bool
  @Binding var text: String

  var body: some View {
    if isSecure {
      SecureField(hint, text: $text)
    } else {
      TextField(hint, text: $text)
    }
  }
}

struct ChangePasswordSheet: View {
  @State private var current = ""
  @State private var replacement = ""

  var body: some View {
    VStack {
      Text("Change password")
      PasswordRow(hint: "Current", isSecure: true, text: $current)
      PasswordRow(hint: "New", isSecure: false, text: $replacement)
      Button("Save") {}
    }
    .ignoresSafeArea()
  }
}

struct QueryBox: View {
  @State private var query = ""

  var body: some View {
    TextField("Search", text: $query)
      .textFieldStyle(.roundedBorder)
  }
}

struct SearchFooter: View {
  var body: some View {
    HStack {
      QueryBox()
      Button("Go") {}
    }
    .ignoresSafeArea(edges: .bottom)
  }
}

// A field in a sheet or behind a link is on another screen: the stack has none of its own.
struct NoteEditor: View {
  @State private var text = ""

  var body: some View {
    TextEditor(text: $text)
  }
}

struct NotesHome: View {
  @State private var isEditing = false

  var body: some View {
    VStack {
      Text("Notes")
      Button("New note") { isEditing = true }
      NavigationLink("Open draft") {
        NoteEditor()
      }
    }
    .sheet(isPresented: $isEditing) {
      NoteEditor()
    }
    .ignoresSafeArea()
  }
}
