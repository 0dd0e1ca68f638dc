// fixture: deployment-target=iOS=17.0
import SwiftUI

// The content's brace on the line after the argument: it comes up to `ScrollView`.
struct TagCloud: View {
  let tags: [String]

  var body: some View {
    ScrollView {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
      }
    }
    .scrollIndicators(.hidden)
  }
}
