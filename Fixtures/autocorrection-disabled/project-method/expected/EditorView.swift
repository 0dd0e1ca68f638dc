import SwiftUI

struct EditorView: View {
  let options: EditorOptions
  @State private var text = ""

  var body: some View {
    let plain = EditorOptions().disableAutocorrection(true)
    let local = options.disableAutocorrection(false).disableAutocorrection(in: "de")
    TextEditor(text: $text)
      .autocorrectionDisabled(plain.autocorrects == local.autocorrects)
  }
}
