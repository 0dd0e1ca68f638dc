// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct PriceTag: View {
  let amount: String
  let currency: String
  let isOnSale: Bool

  var body: some View {
    VStack {
      Text(amount).foregroundColor(.green) + Text(" \(currency)")
      Text("Total: ") + (Text(amount).foregroundColor(.red))
      title
      Text("Sale")
        .foregroundColor(.red)
        .bold()
      isOnSale ? Text(amount).foregroundColor(.red) : Text(amount)
      Text("Note")
        .foregroundColor(.gray)
        .font(.caption)
        .italic()
      Text("Plain")
        .foregroundColor(.blue)
        .font(.caption)
    }
  }

  var title: Text {
    Text("Price").foregroundColor(.primary)
  }

  func badge() -> Text {
    let label: Text = Text("New").foregroundColor(.orange)
    return label
  }

  func footnote() -> Text {
    return Text("*").foregroundColor(.gray)
  }
}
