// fixture: deployment-target=iOS=15.0
import SwiftUI

struct CodeField: View {
  @State private var code = ""

  var body: some View {
    TextField("Code", text: $code)
      // swiftui-migrate:disable:next text-input-autocapitalization -- keeps the UIKit name for the design doc
      .autocapitalization(.allCharacters)
  }
}
