import SwiftUI

/// Insets the content and puts a material behind it: as wide as the content.
public struct CapsuleBackdrop: ViewModifier {
  let inset: CGFloat

  public func body(content: Content) -> some View {
    content
      .padding(inset)
      .background(.regularMaterial)
      .clipShape(Capsule())
  }
}

/// Stretches the content across the row: as wide as it is offered.
public struct RowStretch: ViewModifier {
  public func body(content: Content) -> some View {
    content
      .frame(maxWidth: .infinity)
  }
}

extension View {
  /// The return type is spelled out instead of `some View`.
  public func capsuleBackdrop(inset: CGFloat = 6) -> ModifiedContent<Self, CapsuleBackdrop> {
    return modifier(CapsuleBackdrop(inset: inset))
  }

  public func rowStretch() -> ModifiedContent<Self, RowStretch> {
    modifier(RowStretch())
  }
}
