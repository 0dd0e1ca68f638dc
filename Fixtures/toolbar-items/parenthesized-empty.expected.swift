// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// An `EmptyView()` item written in parentheses places nothing, as the bare one does: that side
// gets no toolbar item. Parentheses holding a comment are kept, and so is the item.
struct Mailbox: View {
  var body: some View {
    List {
      Text("Inbox")
    }
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Button("Compose") {}
      }
    }
  }

  var twice: some View {
    Text("Archive")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Button("Filter") {}
        }
      }
  }

  var onlyEmpty: some View {
    Text("Junk").navigationBarItems(trailing: (EmptyView()))
  }

  var commented: some View {
    Text("Sent")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          (
            // A compose button comes later.
            EmptyView()
          )
        }
      }
  }
}
