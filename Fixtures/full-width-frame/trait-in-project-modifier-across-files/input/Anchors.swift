import SwiftUI

struct HelpAnchorKey: PreferenceKey {
  static var defaultValue: [String: Anchor<CGRect>] { [:] }

  static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
    value.merge(nextValue()) { $1 }
  }
}

/// Reports the bounds of the content under its id, for the help bubble.
struct HelpAnchor: ViewModifier {
  let id: String

  func body(content: Content) -> some View {
    content.anchorPreference(key: HelpAnchorKey.self, value: .bounds) { [id: $0] }
  }
}

extension View {
  func helpAnchor(id: String) -> some View {
    self.modifier(HelpAnchor(id: id))
  }

  func popIn() -> some View {
    transition(.scale.combined(with: .opacity))
  }
}
