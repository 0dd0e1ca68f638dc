// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// The file's own private Label: a field as wide as it is offered (no other file sees it,
/// but NameField's body, here, names it).
private struct Label: View {
  let title: String
  @Binding var value: String

  var body: some View {
    TextField(title, text: $value)
  }
}

/// A view of the run whose one view is the project's Label.
struct NameField: View {
  @Binding var name: String

  var body: some View {
    Label(title: "Name", value: $name)
  }
}
