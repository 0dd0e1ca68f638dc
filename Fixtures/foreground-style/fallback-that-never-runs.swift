// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

// Code that runs only below a check every deployment target meets never runs: the old
// colour modifier kept there for older systems is reported, with the advice to remove the
// check, and left as is.
struct Badge: View {
  let count: Int

  var body: some View {
    if #available(iOS 17.0, macOS 14.0, *) {
      Text("\(count)")
        .foregroundStyle(.red)
    } else {
      Text("\(count)")
        .foregroundColor(.red)
    }
  }

  func label() -> Text {
    guard #available(iOS 15.0, *) else {
      return Text("\(count)").foregroundColor(.gray)
    }
    return Text("\(count)")
  }

  var footer: some View {
    Text("Footer")
      .foregroundColor(.gray)
  }
}
