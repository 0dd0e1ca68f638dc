// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

struct ReceiptFooter: View {
  let amount: String
  let count: Int
  let store: String

  var body: some View {
    VStack {
      Text("Paid \(Text(amount).bold()) in \(count) parts")
      Text("Say \"thanks\" to \(Text(store).italic())")
      Text("Saved 10% with \(Text(store).bold())")
      Text("\(Text("Header").bold())\(Text(amount))")
      Text("\(Text(verbatim: "ID: "))\(Text(amount).monospaced())")
      Text("\(Text(#"C:\Receipts "#))\(Text(amount))")
      Text("\(Text("Total", comment: "receipt total"))\(Text(amount))")
      Text("AB")
    }
  }
}
