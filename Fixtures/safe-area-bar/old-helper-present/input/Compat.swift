import SwiftUI

extension View {
  @ViewBuilder
  func safeAreaBarOrInset<Bar: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Bar
  ) -> some View {
    if #available(iOS 26.0, *) {
      safeAreaBar(edge: edge, alignment: alignment, spacing: spacing, content: content)
    } else {
      safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
  }
}
