// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// A choice between Texts is a Text: `c ? a : b`, and `o ?? a` ending in a Text.
struct Greeting: View {
  let name: String
  let nickname: Text?
  let suffixes: [Text]
  var isMorning: Bool

  var body: some View {
    VStack {
      Text("Good \(isMorning ? Text("morning") : Text("evening"))")
      Text("\(Text(name))\(nickname ?? Text(""))")
      Text(name) + (isMorning ? Text("!") : suffixes[0])
    }
  }
}
