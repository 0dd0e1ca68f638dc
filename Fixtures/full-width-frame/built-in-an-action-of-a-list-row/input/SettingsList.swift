// fixture: deployment-target=iOS=17.0
import SwiftUI

// Rows of a List that open screens: the screens are built by actions run on a tap (a
// Button's, a row's `details:` that its own Button shows), not laid out in the rows, so
// their Spacers fill the screen and their fixes stay safe. HostsLabel is a Button's label,
// laid out in its row: its fix needs review.
struct SettingsList: View {
  let open: (AnyView) -> Void

  var body: some View {
    List {
      Button {
        open(AnyView(EmptyHosts()))
      } label: {
        HostsLabel()
      }
      Button("Keys") { open(AnyView(EmptyKeys())) }
      DisclosureRow {
        Text("Snippets")
      } details: {
        EmptySnippets()
      }
    }
  }
}

struct DisclosureRow<Content: View, Details: View>: View {
  var content: () -> Content
  var details: () -> Details
  @State private var shown = false

  var body: some View {
    Button(action: { shown = true }) { content() }
      .sheet(isPresented: $shown) { details() }
  }
}
