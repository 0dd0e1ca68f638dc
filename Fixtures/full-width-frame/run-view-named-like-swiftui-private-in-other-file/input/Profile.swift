import SwiftUI

struct Profile: View {
  @State private var name = ""

  var body: some View {
    // NameField's body, in another file, is the project's flexible Label: the stack
    // shares the row with the Spacer, which a frame would give all to the field.
    HStack {
      NameField(name: $name)
      Spacer()
    }
  }
}
