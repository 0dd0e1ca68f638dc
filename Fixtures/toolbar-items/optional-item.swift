// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Welcome: View {
  let firstLaunch: Bool
  @State private var editing = false

  var body: some View {
    Text("Hello")
      .navigationBarItems(
        leading: firstLaunch ? Button("Skip") {} : nil,
        trailing: Button(editing ? "Done" : "Edit") { editing.toggle() })
  }
}
