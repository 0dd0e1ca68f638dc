// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A tint of another colour right after the accent colour: the views show the tint's
/// colour now, and a tint made of the accent colour, inside it, would win over it.
struct EditorField: View {
  @Binding var text: String

  var body: some View {
    TextField("Name", text: $text)
      .accentColor(.purple)
      .tint(.green)
  }
}
