// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct Labels: View {
  let names: [String]
  let texts: [Text]
  var greeting = "Hi"

  var body: some View {
    VStack {
      Text("Name: ") + texts[0]
      Text("Multi ")
        + Text(names.joined(
          separator: ", "))
      Text("a") // first part
        + Text("b")
      names.map { Text($0) }.reduce(Text(""), +)
      Text(greeting + ", " + names[0])
    }
  }
}
