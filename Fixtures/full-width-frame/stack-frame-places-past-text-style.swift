import SwiftUI

// `.bold()`, `.italic()`, `.monospacedDigit()` and the like on a stack set how the Text
// inside is drawn, as `.font` does, and lay nothing out: the stack's later frame that fills
// the width still places the view the same way, so no second full-width frame is written.
struct JoinWaitlistButton: View {
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      HStack {
        Spacer()
        Text("Join the waitlist")
        Spacer()
      }
      .bold()
      .frame(maxWidth: .infinity, minHeight: 40)
    }
  }
}

struct BalanceRow: View {
  let amount: String

  var body: some View {
    HStack {
      Text(amount)
      Spacer()
    }
    .monospacedDigit()
    .italic()
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
