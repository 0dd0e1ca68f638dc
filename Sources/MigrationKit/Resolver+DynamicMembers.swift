import SwiftCST

extension Resolver {
  /// The type of reading `name` of `type` through dynamic member lookup: the result type of
  /// the `subscript(dynamicMember:)` the run declares in `type` or its extensions, when the
  /// run declares no member `name` there (`.compound.textPrimary` of a
  /// `@dynamicMemberLookup class CompoundColors` whose `subscript(dynamicMember keyPath:
  /// KeyPath<Tokens, Color>) -> Color` serves every token). Nil when there is no such
  /// subscript, when several give different types, and when the result is not a type the run
  /// declares or extends or a SwiftUI view (a generic `T` of `subscript<T>(dynamicMember:)`).
  func dynamicMemberType(_ name: String, ofTypeNamed type: String) -> TypeReference? {
    dynamicMember(name, ofTypeNamed: type)?.type
  }

  /// The `subscript(dynamicMember:)` that serves `name` of `type`, with the type reading
  /// `name` gives (see `dynamicMemberType(_:ofTypeNamed:)`); nil when there is none.
  func dynamicMember(_ name: String, ofTypeNamed type: String) -> (
    subscript: MemberInfo, type: TypeReference
  )? {
    guard index.members(named: name, in: type).isEmpty else { return nil }
    let subscripts = index.members(named: "subscript", in: type).filter {
      !$0.isStatic && $0.parameterLabels == ["dynamicMember"]
    }
    var found: (subscript: MemberInfo, type: TypeReference)?
    for member in subscripts {
      guard let written = member.type, let root = written.name,
        index.type(named: root) != nil || SwiftUIViews.names.contains(root),
        let result = qualified(written, writtenInside: member.containingType)
      else { return nil }
      if let known = found, known.type != result { return nil }
      found = (member, result)
    }
    return found
  }
}

extension Resolver {
  /// The name of the type of `access`'s base when the run declares that type (the base's
  /// type as `resolve` worked it out for the access, so asked again at the depth it was).
  func declaredBaseType(of access: MemberAccess, depth: Int) -> String? {
    guard let base = access.base, let type = type(of: base, depth: depth + 2), !type.isOptional,
      let name = type.name, index.type(named: name) != nil
    else { return nil }
    return name
  }
}
