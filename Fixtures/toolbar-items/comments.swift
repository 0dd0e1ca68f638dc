// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Notes: View {
  var body: some View {
    Text("Notes")
      .navigationBarItems(
        leading: EditButton(),  // edits the list
        trailing: Button("Add") {}
      )
  }
}
