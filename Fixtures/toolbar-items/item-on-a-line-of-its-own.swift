// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

// The item starts on a line of its own after `leading:`, far to the right, while its body
// and closing brace are indented from the modifier's line: the block keeps its shape,
// placed from its closing line, rather than every line flattened to the item's depth.
struct PinEntry: View {
  @State private var leaving = false

  var body: some View {
    Text("Enter the code")
      .navigationBarBackButtonHidden(true)
      .navigationBarItems(leading:
                            Button(action: {
        leaving = true
      }) {
        HStack {
          Image(systemName: "chevron.left")
          Text("Back")
        }
        .foregroundColor(.blue)
      }
      )
  }
}
