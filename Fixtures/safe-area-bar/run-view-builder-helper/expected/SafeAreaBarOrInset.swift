import SwiftUI

// Written by swiftui-migrate (safe-area-bar). Once every deployment target is 26 or later,
// `swiftui-migrate apply` calls safeAreaBar directly and this file can be deleted.
extension View {
  /// safeAreaBar on 26 and later; before, safeAreaInset, which reserves the same space.
  @SwiftUI.ViewBuilder
  func safeAreaBarOrInset<Bar: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @SwiftUI.ViewBuilder content: () -> Bar
  ) -> some View {
    if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
      safeAreaBar(edge: edge, alignment: alignment, spacing: spacing, content: content)
    } else {
      safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
  }
}
