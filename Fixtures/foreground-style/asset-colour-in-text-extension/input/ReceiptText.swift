import SwiftUI

extension Text {
  public func receiptBody() -> some View {
    self.modifier(ReceiptBodyStyle())
  }

  public func receiptTotal() -> some View {
    self.foregroundColor(Asset.Colors.paper.swiftUIColor).bold()
  }

  // Inside `extension Text`, `Scale` may be SwiftUI's `Text.Scale`: not resolved.
  public func receiptLarge() -> some View {
    self.foregroundColor(Scale.large.color)
  }

  private struct ReceiptBodyStyle: ViewModifier {
    func body(content: Content) -> some View {
      content
        .foregroundColor(Asset.Colors.ink.color)
        .font(.body)
    }
  }
}
