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

  /// The type of an implicit member chain read where a value of `contextType` is expected:
  /// `.brand.orange` passed as a Color, where the run declares `extension Color { static let
  /// brand = Brand(); struct Brand { let orange = Color(…) } }`, is the type of `orange` in
  /// the type of `Color.brand`. Its head is typed by `implicitMemberType(of:expecting:)`,
  /// each member after it (none called) by the run's declaration in the type before it. Nil
  /// for a chain of one member (ask `implicitMemberType`), a call in the chain, an optional
  /// link, or a member the run does not declare.
  public func implicitChainType(of expression: Syntax, expecting contextType: String)
    -> TypeReference?
  {
    var names: [String] = []
    var node = expression
    while let access = MemberAccess(node), let base = access.base {
      names.insert(access.name, at: 0)
      node = base
    }
    guard !names.isEmpty, let head = MemberAccess(node), head.base == nil,
      var type = implicitMemberType(of: node, expecting: contextType)
    else { return nil }
    for name in names {
      guard !type.isOptional, let owner = type.name, let next = memberType(name, ofTypeNamed: owner)
      else {
        return nil
      }
      type = next
    }
    return type
  }
}
