// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// Sums in parentheses written over lines, the second operand lined up under the first
/// (one column right of the parenthesis): the literal lines up where the Text starts.
struct FeeHelp: View {
  let moreInfoAddress = "https://example.org/help/fees-and-inbound-capacity#how-they-work"

  var body: some View {
    VStack {
      Text("""
      \(Text(Image(systemName: "info.circle"))) \
      Fees are taken from the incoming payment; see the help page for details
      """)
        .frame(maxWidth: .infinity)
      summary
    }
  }

  var summary: Text {
    return Text("""
           \(Text("Estimated total for this transfer: ").bold())\
           \(Text(" about three thousand satoshis, paid once").foregroundColor(.secondary))
           """)
  }
}

/// The same with tabs, and a sum whose next line is indented a level: kept at that level.
struct FeeNote: View {
	var body: some View {
		VStack {
			Text("""
			\(Text(Image(systemName: "link"))) \
			The channel opens when the first payment arrives, which costs a fee
			""")
				.padding(.top)
			Text("""
				Paid from the balance of this wallet at the time: \
				\(Text("the fee rate of the next block").italic())
				""")
				.font(.footnote)
		}
	}
}
