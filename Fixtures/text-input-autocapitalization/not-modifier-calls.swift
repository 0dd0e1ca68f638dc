// fixture: deployment-target=iOS=17.0
import SwiftUI

/// Stands in for UITextField, whose setting is a property.
final class PlainTextField {
  var autocapitalizationType: UITextAutocapitalizationType = .sentences
}

struct FieldConfiguration {
  var autocapitalization: UITextAutocapitalizationType = .none
}

func autocapitalization(_ type: UITextAutocapitalizationType) -> FieldConfiguration {
  FieldConfiguration(autocapitalization: type)
}

let emailConfiguration = autocapitalization(.none)

struct ConfiguredField: View {
  @State private var configuration = FieldConfiguration(autocapitalization: .words)
  @State private var text = ""

  var body: some View {
    TextField("Text", text: $text)
      .onAppear {
        let field = PlainTextField()
        field.autocapitalizationType = .none
        configuration.autocapitalization = .allCharacters
      }
  }
}
