// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct PriceRow: View {
  let price: String
  let caption: Text
  var count = 3

  func unit() -> Text {
    Text("kg")
  }

  var total: Text {
    Text("\(Text("Total: "))\(Text(price).bold())")
  }

  var body: some View {
    VStack {
      Text("\(Text("Price "))\(Text(price).foregroundColor(.red).italic())\(unit())")
      Text("\(caption)\(Text(" (\(count) items)"))")
      Text("\(Text("A"))\(Text("B"))\(caption)")
      Text("\(Text("Sum "))\(unit())").font(.title)
    }
  }
}

func banner(_ name: String) -> Text {
  var text = Text("Hello")
  text = Text("\(text)\(Text(verbatim: name))")
  return text
}
