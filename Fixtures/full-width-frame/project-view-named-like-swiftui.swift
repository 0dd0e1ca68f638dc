// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// The project's own Label: a field as wide as it is offered, not SwiftUI's Label.
struct Label: View {
  let title: String
  @Binding var value: String

  var body: some View {
    TextField(title, text: $value)
  }
}

struct ProfileForm: View {
  @State private var name = ""

  var body: some View {
    // Shares the row with the Spacer: a frame would give the field all of it.
    HStack {
      Label(title: "Name", value: $name)
      Spacer()
    }
  }
}
