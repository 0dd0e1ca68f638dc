// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// A `??` chain whose last operand is a Text is a Text, also through a name it is given.
struct Signature: View {
  let name: String
  let nickname: Text?
  let initials: Text?

  var shownName: Text { nickname ?? initials ?? Text("") }

  var body: some View {
    let fallback = nickname ?? initials ?? Text(name)
    return VStack {
      Text("By ") + shownName
      Text("Also ") + fallback
    }
  }
}
