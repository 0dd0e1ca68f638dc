// fixture: deployment-target=macOS=13.0
import SwiftUI

// A settings form whose caption column is as wide as a constant of the view: an instance
// `let` with an initial value is the same in every instance, and a sum or product of such
// numbers is a number, so the caption's fixed frame takes the alignment (one `.frame`).
struct ServerSettingsForm: View {
  let captionWidth: CGFloat = 96
  @State private var host = ""
  @State private var port = ""

  var body: some View {
    VStack {
      HStack {
        Text("Host")
          .frame(width: captionWidth, alignment: .leading)
        TextField("", text: $host)
      }
      HStack {
        Text("Port")
          .frame(width: (captionWidth - 6) * 2, alignment: .trailing)
        TextField("", text: $port)
      }
    }
  }
}

// Widths that are not certainly numbers keep two frames: a `var` (an initializer may set
// it), a quotient (integer or floating division), a `let` without an initial value.
struct ProxySettingsForm: View {
  var captionWidth: CGFloat = 96
  let columns: CGFloat
  @State private var user = ""

  var body: some View {
    VStack {
      Text("User")
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(width: captionWidth)
      Text("Password")
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(width: 192 / 2)
      Text("Realm")
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(width: columns + 10)
    }
  }
}
