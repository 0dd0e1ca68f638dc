// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

struct MessageRow: View {
  let subject: String
  let isUnread: Bool

  var body: some View {
    VStack(alignment: .leading) {
      Text(subject)
        .foregroundColor(isUnread ? .primary : nil)
      Text("Inherited").foregroundColor(nil)
      Text("None").foregroundColor(.none)
      Text("Wrapped").foregroundColor((isUnread ? nil : .secondary))
    }
  }
}
