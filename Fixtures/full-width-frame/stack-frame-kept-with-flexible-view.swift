import SwiftUI

// A text field already fills the width it is offered: the stack is left as it is, and so is
// its later `.frame(maxWidth: .infinity)`, which only goes with a stack the rewrite removes.
struct NameField: View {
  @Binding var name: String

  var body: some View {
    HStack {
      TextField("Name", text: $name)
      Spacer()
    }
    .padding()
    .frame(maxWidth: .infinity)
  }
}
