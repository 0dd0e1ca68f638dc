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
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button("Compose") { composing = true }
        }
      }
      .sheet(isPresented: $composing) {
        Text("New message")
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button(action: { composing = false }) {
                Image(systemName: "xmark")
              }
            }
          }
      }
    }
  }

  var archive: some View {
    Text("Archive").toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        HStack {
          Button("Restore") {}
          Button("Delete") {}
        }
      }
    }
  }

  var drafts: some View {
    Text("Drafts")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          EditButton()
        }
      }  // one item
  }
}
