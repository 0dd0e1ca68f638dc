// fixture: deployment-target=iOS=16.0,macOS=13.0
import SwiftUI

struct PriceLabel: View {
  let amount: String
  let currency: String

  var body: some View {
    Text(amount).foregroundColor(.green) + Text(" \(currency)")
  }
}

@available(iOS 17, macOS 14, *)
struct SalePriceLabel: View {
  let amount: String
  let currency: String

  var body: some View {
    Text(amount).foregroundStyle(.red) + Text(" \(currency)")
  }

  var caption: Text {
    Text("Sale").foregroundStyle(Color.secondary)
  }
}

struct AdaptivePriceLabel: View {
  let amount: String

  var body: some View {
    if #available(iOS 17, macOS 14, *) {
      Text(amount).foregroundStyle(.orange) + Text(" now")
    } else {
      Text(amount).foregroundColor(.orange) + Text(" today")
    }
  }
}
