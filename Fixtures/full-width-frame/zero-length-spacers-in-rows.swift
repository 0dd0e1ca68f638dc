// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// Written in a List row, where its Spacers cannot expand, a stack with `spacing: 0` and
// `Spacer(minLength: 0)` is as tall as its view, as the frame would be: left as it is,
// saying so (not that the Spacers add padding).
struct Titles: View {
  let titles: [String]

  var body: some View {
    List(titles, id: \.self) { title in
      VStack(spacing: 0) {
        Spacer(minLength: 0)
        Text(title)
        Spacer(minLength: 0)
      }
    }
  }
}
