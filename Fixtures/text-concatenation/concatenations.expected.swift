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
    Text("Total: \(Text(price).bold())")
  }

  var body: some View {
    VStack {
      Text("Price \(Text(price).foregroundColor(.red).italic())\(unit())")
      Text("\(caption) (\(count) items)")
      Text("AB\(caption)")
      Text("Sum \(unit())").font(.title)
    }
  }
}

func banner(_ name: String) -> Text {
  var text = Text("Hello")
  text = Text("\(text)\(Text(verbatim: name))")
  return text
}
