import SwiftCST

extension Resolver {
  /// The one property named `name` of `type` that also has methods of that name (`var
  /// layout: LayoutHolder` beside `func layout(_ layout: LayoutHolder) -> Split`), for a
  /// reference that is not called (`.environmentObject(layout)`, `self.layout.isHorizontal`):
  /// a method would be written with its arguments, and a method used as a value, rare, is
  /// never an object or a view. Nil when the name has no property or several, or no method.
  func propertyBesideMethods(_ name: String, ofTypeNamed type: String) -> MemberInfo? {
    var found = index.members(named: name, in: type)
    if let path, found.contains(where: { $0.access <= .fileprivate && $0.path != path }) {
      found.removeAll { $0.access <= .fileprivate && $0.path != path }
    }
    let properties = found.filter { $0.kind == .storedProperty || $0.kind == .computedProperty }
    guard properties.count == 1,
      found.allSatisfy({ $0.kind == .function || $0 == properties[0] }),
      found.count > 1
    else { return nil }
    return properties[0]
  }

  /// Whether `node` (a bare name or a member access) is what a call calls (`layout` of
  /// `layout(holder)`, `self.layout` of `self.layout(holder)`), not a value.
  static func isCallee(_ node: Syntax) -> Bool {
    guard let call = node.parent, call.kind == .functionCallExpr else { return false }
    return call.firstChild?.index == node.index
  }
}
