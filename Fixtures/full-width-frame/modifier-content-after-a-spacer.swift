// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A modifier pushes the view it is applied to to the trailing edge: that view is whatever
// each caller modifies, so its sizing is unknown and the rewrite is review, saying so.
struct TrailingActionRow: ViewModifier {
  let caption: String?

  func body(content: Content) -> some View {
    VStack(alignment: .leading) {
      if let caption {
        Text(caption)
          .font(.caption)
      }
      HStack {
        Spacer()
        content
      }
    }
  }
}
