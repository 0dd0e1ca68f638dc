// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Welcome: View {
  let firstLaunch: Bool
  @State private var editing = false

  var body: some View {
    Text("Hello")
      .toolbar {
        if firstLaunch {
          ToolbarItem(placement: .topBarLeading) {
            Button("Skip") {}
          }
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button(editing ? "Done" : "Edit") { editing.toggle() }
        }
      }
  }
}
