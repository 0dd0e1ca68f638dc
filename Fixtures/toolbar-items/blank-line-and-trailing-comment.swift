// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct Shelf: View {
  var body: some View {
    List { Text("Books") }
      .navigationBarItems(trailing: Button("Add") {

        add()
      })  // top right

      .navigationTitle("Shelf")
    List { Text("Magazines") }
      .navigationBarItems(trailing:
        Button("Add") {
          add()
        }

      )
  }

  func add() {}
}
