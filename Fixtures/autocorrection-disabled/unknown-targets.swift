import SwiftUI

struct NameField: View {
  @State private var name = ""

  var body: some View {
    TextField("Name", text: $name)
      .disableAutocorrection(true)
  }
}
