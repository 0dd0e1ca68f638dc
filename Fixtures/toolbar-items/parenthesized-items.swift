// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// Views written in parentheses (`trailing: (Button …)`, older code's way to start the view
// on a line of its own) go into their toolbar items without them; a comment inside the
// parentheses keeps them, so it is not lost.
struct ReadingList: View {
  @State private var sorting = false
  @State private var filtering = false

  var body: some View {
    List {
      Text("Unread")
    }
    .navigationBarItems(
      leading: (filtering ? Button("Clear") { filtering = false } : nil),
      trailing: (
        Button(action: {
          sorting.toggle()
        }, label: {
          Image(systemName: "arrow.up.arrow.down")
            .imageScale(.large)
        })
      ))
  }
}

struct ReadingHistory: View {
  var body: some View {
    Text("History")
      .navigationBarItems(trailing: (
        // Shown on every device.
        EditButton()
      ))
  }
}
