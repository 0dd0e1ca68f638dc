// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

// The view already has the modern modifier right beside the old one: renaming would write
// it twice in a row, so the old call goes. Apart from it, or with another value, it is
// renamed as usual.
struct KeyField: View {
  @State private var key = ""
  @State private var value = ""

  var body: some View {
    VStack {
      TextField("Key", text: $key)
        .disableAutocorrection(true)
        .autocorrectionDisabled()
        .padding()
      TextField("Value", text: $value)
        .autocorrectionDisabled(true)
        .disableAutocorrection(true)
      TextField("Note", text: $value)
        .disableAutocorrection(true)
        .padding()
        .autocorrectionDisabled()
      TextField("Other", text: $value)
        .autocorrectionDisabled(false)
        .disableAutocorrection(true)
    }
  }
}
