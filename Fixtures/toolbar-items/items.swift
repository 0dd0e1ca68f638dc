// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Inbox: View {
  @State private var composing = false
  let messages: [String]

  var body: some View {
    NavigationView {
      List(messages, id: \.self) { message in
        Text(message)
      }
      .navigationBarItems(leading: EditButton(), trailing: Button("Compose") { composing = true })
      .sheet(isPresented: $composing) {
        Text("New message")
          .navigationBarItems(
            trailing:
              Button(action: { composing = false }) {
                Image(systemName: "xmark")
              }
          )
      }
    }
  }

  var archive: some View {
    Text("Archive").navigationBarItems(trailing: HStack {
      Button("Restore") {}
      Button("Delete") {}
    })
  }

  var drafts: some View {
    Text("Drafts")
      .navigationBarItems(leading: EmptyView(), trailing: EditButton())  // one item
  }
}
