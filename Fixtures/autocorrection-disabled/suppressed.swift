// fixture: deployment-target=iOS=15.0
import SwiftUI

struct NameField: View {
  @State private var name = ""

  var body: some View {
    TextField("Name", text: $name)
      // swiftui-migrate:disable:next deprecated-api
      .disableAutocorrection(true)
  }
}
