// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// An optional Text unwrapped with `!` is a Text, as one defaulted with `??` is.
struct Notice: View {
  let title: Text?
  let message: Text
  let note: Text?

  var body: some View {
    VStack {
      if title != nil {
        Text("\(title!): \(message)")
      }
      Text("\(note ?? Text(""))\(message)")
    }
  }
}
