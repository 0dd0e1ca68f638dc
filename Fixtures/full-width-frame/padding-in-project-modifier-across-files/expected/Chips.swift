import SwiftUI

struct ChipInset: ViewModifier {
  func body(content: Content) -> some View {
    content.padding()
  }
}

extension View {
  func chipInset() -> some View {
    self.modifier(ChipInset())
  }
}
