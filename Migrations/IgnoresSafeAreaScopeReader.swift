import MigrationKit
import SwiftCST

// A GeometryReader that ignores the safe area on every edge and sizes the views inside by
// what it measures (`GeometryReader { proxy in … .frame(height: proxy.size.height) }`): pages
// laid out to the whole screen, which is what ignoring every edge gives them.

extension IgnoresSafeAreaScope {
  /// `proxy.size` when `base` is a GeometryReader and a `.frame` inside it reads its
  /// parameter's `size`; nil otherwise.
  static func readerSizedContent(_ base: Syntax) -> String? {
    guard let reader = FunctionCall(base), reader.calleeName == "GeometryReader",
      let closure = reader.trailingClosure,
      let proxy = closure.signature?.descendants(.parameter).first.flatMap({
        Parameter($0).localName
      })
        ?? closure.signature?.tokens.first(where: { $0.kind == .identifier })?.text
    else { return nil }
    for node in closure.node.descendants(.functionCallExpr) {
      guard let frame = FunctionCall(node), frame.memberAccess?.name == "frame" else { continue }
      let readsSize = frame.arguments.contains { argument in
        guard let value = argument.expression else { return false }
        return ([value] + value.descendants(.memberAccessExpr)).contains { expression in
          guard let access = MemberAccess(expression), access.name == "size",
            let owner = access.base
          else { return false }
          return owner.kind == .declReferenceExpr && owner.text == proxy
        }
      }
      if readsSize { return "\(proxy).size" }
    }
    return nil
  }
}
