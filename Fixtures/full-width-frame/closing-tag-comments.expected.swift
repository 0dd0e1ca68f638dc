import SwiftUI

struct ReceiptFooter: View {
  let total: String
  let onDone: () -> Void

  var body: some View {
    VStack(spacing: 12) {
      Button("Done") {
        onDone()
      }
      .frame(maxWidth: .infinity, alignment: .trailing)
      Text(total)
        .font(.headline)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
        .padding(.bottom, 8)
      Text("Thank you")
        .frame(maxHeight: .infinity, alignment: .bottom)
      Text("Paid")
        .frame(maxWidth: .infinity, alignment: .trailing) // the stamp sits at the right edge
      Text("Fee")
        .frame(maxWidth: .infinity, alignment: .leading) // </VStack>
      Text("Footnote")
        .font(.footnote)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
    }
  }
}
