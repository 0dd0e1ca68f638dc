// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct SearchField: View {
  @Binding var query: String
  let settings: [String: Bool]

  var body: some View {
    TextField("Search", text: $query)
      .disableAutocorrection(settings["strict"] ?? false)
  }
}
