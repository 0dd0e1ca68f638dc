// fixture: deployment-target=macOS=14.0
import SwiftUI

struct ReceiptCard: View {
  var total: Double
  var body: some View { Text(total, format: .currency(code: "EUR")) }
}

struct ReceiptCard_Previews: PreviewProvider {
  static var previews: some View {
    ReceiptCard(total: 12.5)
      .previewLayout(PreviewLayout.fixed(width: 280, height: 120))
  }
}

struct ReceiptCardCompact_Previews: PreviewProvider {
  static var previews: some View {
    ReceiptCard(total: 3)
      .padding()
      .previewLayout(SwiftUI.PreviewLayout.sizeThatFits)
  }
}
