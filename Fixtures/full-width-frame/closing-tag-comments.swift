import SwiftUI

struct ReceiptFooter: View {
  let total: String
  let onDone: () -> Void

  var body: some View {
    VStack(spacing: 12) {
      HStack(alignment: .center, spacing: 0) {
        Spacer()
        Button("Done") {
          onDone()
        }
      } // </HStack>
      HStack(spacing: 0) {
        Text(total)
          .font(.headline)
        Spacer()
      } // </HStack>
      .padding(.horizontal)
      .padding(.bottom, 8)
      VStack {
        Spacer()
        Text("Thank you")
      } // end VStack
      HStack {
        Spacer()
        Text("Paid")
      } // the stamp sits at the right edge
      HStack {
        Text("Fee")
        Spacer()
      } // </VStack>
      VStack(alignment: .leading, spacing: 0) {
        Spacer(minLength: 0)
        HStack(alignment: .bottom, spacing: 0) {
          Text("Footnote")
            .font(.footnote)
          Spacer(minLength: 0)
        } // </HStack>
      } // </VStack>
    }
  }
}
