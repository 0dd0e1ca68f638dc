import SwiftCST

extension Resolver {
  /// The type of an implicit member expression, `.name` or `.name(…)`, read where a value of
  /// `contextType` is expected (`.textColor(for: level)` passed as a `Color`): the static
  /// property, or the static functions whose labels fit the call, that the run declares as
  /// `name` in `contextType` or an extension of it (`Self` there is `contextType`). Nil when
  /// the run declares none, when they do not all give one type, when a property is called or
  /// a function is not, and for anything but an implicit member.
  public func implicitMemberType(of expression: Syntax, expecting contextType: String)
    -> TypeReference?
  {
    let call = FunctionCall(expression)
    guard let access = MemberAccess(call?.callee ?? expression), access.base == nil else {
      return nil
    }
    let statics = index.members(named: access.name, in: contextType).filter(\.isStatic)
    guard !statics.isEmpty else { return nil }
    let reached: [MemberInfo]
    if let call {
      guard statics.allSatisfy({ $0.kind == .function }) else { return nil }
      reached = fitting(statics, call).map(\.member)
    } else {
      guard statics.allSatisfy({ $0.kind == .storedProperty || $0.kind == .computedProperty })
      else { return nil }
      reached = statics
    }
    var found: TypeReference?
    for member in reached {
      let written =
        member.kind == .function
        ? member.type.flatMap { qualified($0, writtenInside: contextType) } : valueType(of: member)
      guard var type = written else { return nil }
      if type.name == "Self" { type = TypeReference(named: contextType, optional: type.isOptional) }
      if let known = found, known != type { return nil }
      found = type
    }
    return found
  }
}
