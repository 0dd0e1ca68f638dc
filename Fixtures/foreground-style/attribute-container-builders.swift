// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// Foundation's AttributeContainer builds attributes with calls named like View modifiers
/// (dynamic member lookup on the attribute scopes). The foregroundColor attribute is no
/// deprecated modifier, and no attribute is named foregroundStyle: every one of these stays.
struct ReceiptLine: View {
  let item: String
  let price: String

  private var priceAttributes: AttributeContainer {
    AttributeContainer
      .font(.callout.monospacedDigit())
      .foregroundColor(.primary)
  }

  var body: some View {
    VStack(alignment: .leading) {
      Text(
        AttributedString(item)
          + AttributedString("  \(price)", attributes: .init().foregroundColor(.secondary))
      )
      Text(AttributedString(price, attributes: AttributeContainer().foregroundColor(.green)))
      Text(AttributedString(item, attributes: Foundation.AttributeContainer.foregroundColor(.gray)))
      Text(highlighted)
      // A View modifier in the same file still changes.
      Text(item)
        .foregroundColor(.orange)
    }
  }

  private var highlighted: AttributedString {
    let base = AttributeContainer()
    let bold = base.foregroundColor(.red)
    return AttributedString(item)
      .replacingAttributes(base, with: bold)
  }

  /// An implicit member chain has the type its context gives (an AttributeContainer above,
  /// a Text here), which the chain alone does not tell: left alone.
  private var caption: Text = .init("Total").foregroundColor(.blue)
}
