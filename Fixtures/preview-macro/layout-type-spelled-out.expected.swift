// fixture: deployment-target=macOS=14.0
import SwiftUI

struct ReceiptCard: View {
  var total: Double
  var body: some View { Text(total, format: .currency(code: "EUR")) }
}

#Preview(traits: .fixedLayout(width: 280, height: 120)) {
  ReceiptCard(total: 12.5)
}

#Preview(traits: .sizeThatFitsLayout) {
  ReceiptCard(total: 3)
    .padding()
}
