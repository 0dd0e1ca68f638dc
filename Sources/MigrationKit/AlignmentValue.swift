import SwiftCST

/// The name of SwiftUI's static `Alignment` an expression spells: `.bottomTrailing`,
/// `Alignment.bottomTrailing`, and the same value built from its guides,
/// `Alignment(horizontal: .trailing, vertical: .bottom)` or `.init(horizontal:vertical:)`
/// (developer.apple.com/documentation/swiftui/alignment: `bottomTrailing` is that pair).
/// Nil for anything else: a custom guide (`.firstTextBaseline`, the app's own), a value held
/// in a variable.
public enum AlignmentValue {
  public static func staticName(of expression: Syntax) -> String? {
    if let access = MemberAccess(expression) {
      guard access.base == nil || access.base?.text == "Alignment" else { return nil }
      return staticNames.contains(access.name) ? access.name : nil
    }
    guard let call = FunctionCall(expression), call.trailingClosure == nil else { return nil }
    if let access = call.memberAccess {
      guard access.name == "init", access.base == nil || access.base?.text == "Alignment"
      else { return nil }
    } else {
      guard call.calleeName == "Alignment", call.callee.kind == .declReferenceExpr else {
        return nil
      }
    }
    let arguments = call.arguments
    guard arguments.map(\.label) == ["horizontal", "vertical"],
      let horizontal = arguments[0].expression.flatMap(guide),
      let vertical = arguments[1].expression.flatMap(guide),
      ["leading", "center", "trailing"].contains(horizontal),
      ["top", "center", "bottom"].contains(vertical)
    else { return nil }
    switch (vertical, horizontal) {
    case ("center", let horizontal): return horizontal
    case (let vertical, "center"): return vertical
    default: return vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
    }
  }

  /// `.trailing`, `HorizontalAlignment.trailing` or `VerticalAlignment.bottom`: the guide.
  private static func guide(_ expression: Syntax) -> String? {
    guard let access = MemberAccess(expression) else { return nil }
    let base = access.base?.text
    guard base == nil || base == "HorizontalAlignment" || base == "VerticalAlignment" else {
      return nil
    }
    return access.name
  }

  static let staticNames: Set<String> = [
    "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
    "bottomLeading", "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline",
    "leadingFirstTextBaseline", "leadingLastTextBaseline", "trailingFirstTextBaseline",
    "trailingLastTextBaseline",
  ]
}
