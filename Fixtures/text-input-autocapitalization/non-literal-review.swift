// fixture: include-review deployment-target=iOS=15.0,tvOS=15.0
import SwiftUI

struct SearchField: View {
  @Binding var query: String
  let style: UITextAutocapitalizationType
  let capitalizesWords: Bool

  var body: some View {
    VStack {
      TextField("Search", text: $query)
        .autocapitalization(style)
      TextField("Tags", text: $query)
        .autocapitalization(capitalizesWords ? .words : .none)
    }
  }
}
