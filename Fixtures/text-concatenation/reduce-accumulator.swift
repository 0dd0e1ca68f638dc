// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// The first parameter of reduce's closure has the type of reduce's initial value: `line`
// and `$0` are Texts here, so each sum is one of Texts and is rewritten. A closure given to
// another method (`sorted`) says nothing of its parameters' types.
struct TagLine: View {
  let tags: [String]
  let start: Text

  var body: some View {
    VStack {
      tags.reduce(Text("")) { line, tag in
        line + Text(tag)
      }
      tags.reduce(start, { $0 + Text($1) })
      tags.sorted { first, second in first < second }.reduce(Text("")) { $0 + Text($1) }
    }
  }
}
