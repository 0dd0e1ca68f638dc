// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct FeedbackSheet: View {
  @State private var message = ""

  var body: some View {
    NavigationStack(root: {
      Form {
        TextField("Message", text: $message)
      }
      .navigationTitle("Feedback")
    })
  }
}

struct ReleaseNotesSheet: View {
  var body: some View {
    NavigationView(content: {
      ScrollView { Text("What's new") }
    })
  }
}

struct SplitSheet: View {
  var body: some View {
    NavigationView(content: {
      List { Text("Inbox") }
      Text("No message selected")
    })
  }
}
