import SwiftUI

// A frame that only bounds the stack's length (`maxHeight: 80`) offers it no length of its
// own in a List row: the row is still as tall as its content, and the Spacer only pads.
struct BoundedRows: View {
  var body: some View {
    List {
      VStack {
        Text("Bounded")
        Spacer()
      }
      .frame(maxHeight: 80)
      VStack {
        Spacer()
        Text("At least")
      }
      .frame(minHeight: 40)
    }
  }
}
