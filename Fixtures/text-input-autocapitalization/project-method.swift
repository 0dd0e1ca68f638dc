// fixture: deployment-target=iOS=15.0
import SwiftUI

/// Not a view: a field description with its own autocapitalization(_:).
struct FieldSpec {
  var capitalization: UITextAutocapitalizationType = .sentences

  func autocapitalization(_ type: UITextAutocapitalizationType) -> FieldSpec {
    var copy = self
    copy.capitalization = type
    return copy
  }
}

struct SpecForm: View {
  let spec: FieldSpec
  @State private var text = ""

  var body: some View {
    let plain = FieldSpec().autocapitalization(.none)
    let words = spec.autocapitalization(.words)
    TextField("Text", text: $text)
      .autocapitalization(plain.capitalization == words.capitalization ? .none : .words)
  }
}
