import SwiftUI

// A property of the view named like a type (`var Header: some View`) with modifiers after
// it is that view with its modifiers, not a static member of a type `Header` called: it is
// sized as its body, so a Text keeps the fix safe and a Color leaves the stack alone.
struct ReceiptScreen: View {
  let total: String

  var Header: some View {
    Text("Receipt")
      .font(.title)
  }

  var Band: some View {
    Color.green
  }

  var body: some View {
    VStack {
      Header
        .padding(.leading, 8)
        .frame(maxWidth: .infinity, alignment: .leading)
      HStack {
        Band
          .opacity(0.4)
        Spacer()
      }
      Text(total)
    }
  }
}
