// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct PriceTag: View {
  let amount: String
  let currency: String
  let isOnSale: Bool

  var body: some View {
    VStack {
      Text(amount).foregroundStyle(.green) + Text(" \(currency)")
      Text("Total: ") + (Text(amount).foregroundStyle(.red))
      title
      Text("Sale")
        .foregroundStyle(.red)
        .bold()
      isOnSale ? Text(amount).foregroundStyle(.red) : Text(amount)
      Text("Note")
        .foregroundStyle(.gray)
        .font(.caption)
        .italic()
      Text("Plain")
        .foregroundStyle(.blue)
        .font(.caption)
    }
  }

  var title: Text {
    Text("Price").foregroundStyle(Color.primary)
  }

  func badge() -> Text {
    let label: Text = Text("New").foregroundStyle(.orange)
    return label
  }

  func footnote() -> Text {
    return Text("*").foregroundStyle(.gray)
  }
}
