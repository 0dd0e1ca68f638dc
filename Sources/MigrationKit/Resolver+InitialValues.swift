// The types of stored properties that start with a reference to another value:
// `@State private var color = kDefaultColor`, `static let tone = Theme.base`.
extension Resolver {
  /// The type of a tuple initial value written `(label:path,…)` (`tupleReference`): each
  /// element typed as `referenceType` types a path. Nil when an element's type is unknown.
  func tupleType(_ reference: String, from property: MemberInfo, depth: Int) -> TypeReference? {
    var elements: [String] = []
    for element in reference.dropFirst().dropLast().split(separator: ",") {
      guard let colon = element.firstIndex(of: ":") else { return nil }
      let path = element[element.index(after: colon)...].split(separator: ".").map(String.init)
      guard !path.isEmpty, let type = referenceType(path, from: property, depth: depth) else {
        return nil
      }
      elements.append(element[..<colon] + ": " + type.text)
    }
    return TypeReference(text: "(" + elements.joined(separator: ", ") + ")")
  }

  /// The type of `path` (`kDefault`, `Theme.accent`, `Theme.shared.accent`, `Color.red`)
  /// written as the initial value of `property`: the first name looked up as Swift does from
  /// the property's type (a static member of it or of an outer type, when the property is
  /// static; then a top-level value; a type), then each further name as a member of the
  /// type found. Nil when a name is not found, is ambiguous or has no known type.
  func referenceType(_ path: [String], from property: MemberInfo, depth: Int) -> TypeReference? {
    guard depth < 8, let first = path.first else { return nil }
    var current: TypeReference
    var rest = path.dropFirst()
    switch startOfReference(first, from: property, depth: depth) {
    case .none: return nil
    case .value(let type): current = type
    case .type(var name):
      // `Outer.Inner.value`: nested types first.
      while let next = rest.first,
        let nested = index.type(named: next, inside: name), nested.name == name + "." + next
      {
        name = nested.name
        rest = rest.dropFirst()
      }
      guard let next = rest.first else { return nil }
      rest = rest.dropFirst()
      if next.hasSuffix("()") {
        // A static function's result: `Color.shade(2)`.
        guard let type = staticMethodResultType(String(next.dropLast(2)), of: name) else {
          return nil
        }
        current = type
      } else if let declared = index.type(named: name) {
        let found = index.members(named: next, in: name)
        if found.count == 1, found[0].isStatic, found[0].kind != .function,
          let type = valueType(of: found[0], depth: depth + 1)
        {
          current = type
        } else if found.isEmpty, declared.kind == .extension,
          let type = KnownMembers.staticMember(next, of: name)
        {
          current = type  // `Color.red` where the run extends Color
        } else {
          return nil
        }
      } else {
        guard let type = KnownMembers.staticMember(next, of: name) else { return nil }
        current = type
      }
    }
    for written in rest {
      guard !current.isOptional, let typeName = current.name else { return nil }
      if written.hasSuffix("()") {
        // A method's result: `Color.white.opacity(0.5)`.
        guard let type = methodResultType(String(written.dropLast(2)), of: typeName) else {
          return nil
        }
        current = type
        continue
      }
      let name = written
      switch member(name, ofTypeNamed: typeName, implicit: false) {
      case .member(let found):
        guard found.kind != .function, !found.isStatic,
          let type = valueType(of: found, depth: depth + 1)
        else { return nil }
        current = type
      default:
        guard index.type(named: typeName).map({ $0.kind == .extension }) ?? true,
          let type = KnownMembers.property(name, of: typeName)
        else { return nil }
        current = type
      }
    }
    return current
  }

  /// The result type of calling the instance method `name` of `type`: the run's (its
  /// overloads all giving one type), or a known method of a SwiftUI type the run does not
  /// declare the name on (`opacity` of Color). Nil otherwise.
  private func methodResultType(_ name: String, of type: String) -> TypeReference? {
    let found = index.members(named: name, in: type)
    if !found.isEmpty {
      guard found.allSatisfy({ $0.kind == .function && !$0.isStatic }),
        let result = found[0].type, found.allSatisfy({ $0.type?.text == result.text })
      else { return nil }
      return qualified(result, writtenInside: found[0].containingType)
    }
    guard index.type(named: type).map({ $0.kind == .extension }) ?? true,
      conformanceMember(name, of: type) == nil
    else { return nil }
    return KnownMembers.method(name, of: type)
  }

  /// The result type of calling the static function `name` of `type` that the run
  /// declares (its overloads all giving one type). Nil otherwise.
  private func staticMethodResultType(_ name: String, of type: String) -> TypeReference? {
    let found = index.members(named: name, in: type)
    guard !found.isEmpty, found.allSatisfy({ $0.kind == .function && $0.isStatic }),
      let result = found[0].type, found.allSatisfy({ $0.type?.text == result.text })
    else { return nil }
    if result.name == "Self" { return TypeReference(named: type, optional: result.isOptional) }
    return qualified(result, writtenInside: found[0].containingType)
  }

  /// What a call of a bare name starts a static property's initial value with: the result
  /// of a static function of the property's type (or an outer type) that the run declares
  /// (`static let ink = hex(0x121212)` in `extension Color`), or the type itself for
  /// `Self(…)` / `Self { … }` when the run declares no failable initializer of it. Nil
  /// otherwise (an instance property's value cannot call the type's methods bare).
  private func calledStart(_ name: String, from member: MemberInfo) -> ReferenceStart? {
    guard member.isStatic, let containing = member.containingType else { return nil }
    if name == "Self" {
      guard !index.initializers(of: containing).contains(where: \.isFailable) else { return nil }
      return .value(TypeReference(named: containing))
    }
    var scope: String? = containing
    while let type = scope {
      if !index.members(named: name, in: type).isEmpty {
        return staticMethodResultType(name, of: type).map { .value($0) }
      }
      // A type of another module may have a static function of that name.
      if mayInheritUnknownMembers(type) { return nil }
      scope = QualifiedName.outer(of: type)
    }
    return nil
  }

  private enum ReferenceStart {
    case value(TypeReference)
    case type(String)
  }

  /// What the first name of an initial value's path is, seen from `member`'s declaration.
  private func startOfReference(_ name: String, from member: MemberInfo, depth: Int)
    -> ReferenceStart?
  {
    if name.hasSuffix("()") { return calledStart(String(name.dropLast(2)), from: member) }
    var scope = member.containingType
    while let type = scope {
      let found = index.members(named: name, in: type)
      if !found.isEmpty {
        // An instance member cannot start a stored property's value (nor can a static
        // one be named bare from an instance property's).
        guard found.count == 1, found[0].isStatic, member.isStatic, found[0].kind != .function,
          found[0] != member
        else { return nil }
        return valueType(of: found[0], depth: depth + 1).map { .value($0) }
      }
      // A type of another module may have any member, but not one named as itself
      // (`Color.shade(2)` in `extension Color` names Color).
      if mayInheritUnknownMembers(type), type != name, !type.hasSuffix("." + name) { return nil }
      if let nested = index.type(named: name, inside: type), nested.name == type + "." + name {
        return .type(nested.name)
      }
      scope = QualifiedName.outer(of: type)
    }
    let topLevel = index.topLevel(named: name)
    if !topLevel.isEmpty {
      guard topLevel.count == 1, topLevel[0].kind != .function, topLevel[0] != member,
        let type = valueType(of: topLevel[0], depth: depth + 1)
      else { return nil }
      return .value(type)
    }
    guard name.first?.isUppercase == true else { return nil }
    switch index.lookUpType(named: name, inside: nil) {
    case .declared(let qualifiedName): return .type(qualifiedName)
    case .ambiguous: return nil
    case .undeclared: return .type(name)
    }
  }
}
