import SwiftCST

/// Where a name bound by an enum case pattern comes from: the value matched, and the
/// payload positions the pattern takes in turn (`case .nested(.detail(let m))`: `nested`
/// 0, then `detail` 0).
public struct CasePayloadPath {
  /// A step: the case's name and the payload position (its label when written).
  public struct Step: Hashable, Sendable {
    public var caseName: String
    public var position: Int
    public var label: String?
  }

  /// The switched value, or the value of `if case … = value`.
  public var subject: Syntax
  public var steps: [Step]
}

// Names bound by an enum case pattern's payload: `case .detail(let model)`,
// `if case let .pair(first: a, _) = route`.
extension Resolver {
  /// The type of the name `reference` binds in an enum case pattern (`model` in
  /// `case .detail(let model)` where the switched value is a `Route` of the run that
  /// declares `case detail(Model)`): the payload's declared type at the argument's position,
  /// labels matching when written. Nested patterns (`.nested(.detail(let m))`) and optional
  /// patterns (`.detail(let m)?`) are followed. Nil when the matched value's type is
  /// unknown, a case is not one case of its enum, or the pattern does not fit the payload.
  func casePayloadType(boundBy reference: Syntax, depth: Int) -> TypeReference? {
    guard depth < 12, let path = casePayloadPath(boundBy: reference),
      var type = self.type(of: path.subject, depth: depth + 1)
    else { return nil }
    for step in path.steps {
      guard let next = payloadType(of: step, in: type) else { return nil }
      type = next
    }
    return type
  }

  /// The pattern path of `binding`, a name a `case` pattern binds, seen from `use` (a node
  /// in its scope); nil when it is not bound by an enum case's payload.
  public func casePayloadPath(of binding: LocalBinding, at use: Syntax) -> CasePayloadPath? {
    guard binding.kind == .patternBinding else { return nil }
    var current = use.parent
    while let scope = current {
      let pattern: Syntax?
      switch scope.kind {
      case .switchCase: pattern = scope.child(.switchCaseLabel)
      case .ifExpr, .guardStmt, .whileStmt: pattern = scope.child(.conditionList)
      case .memberBlock, .sourceFile: return nil
      default: pattern = nil
      }
      if let pattern,
        let reference = pattern.descendants(.declReferenceExpr).first(where: {
          $0.range.lowerBound == binding.offset
        })
      {
        return casePayloadPath(boundBy: reference)
      }
      current = scope.parent
    }
    return nil
  }

  /// The payload type a step gives from a value of `type` (optional read through): the
  /// case's declared payload at the step's position, when its label fits.
  public func payloadType(of step: CasePayloadPath.Step, in type: TypeReference)
    -> TypeReference?
  {
    guard let enumType = type.unwrapped.name else { return nil }
    let cases = index.members(named: step.caseName, in: enumType).filter { $0.kind == .enumCase }
    guard cases.count == 1 else { return nil }
    let labels = cases[0].parameterLabels
    let types = cases[0].parameterTypes
    guard step.position < labels.count, types.count == labels.count,
      step.label == nil || step.label == labels[step.position],
      let payload = types[step.position]
    else { return nil }
    return qualified(payload, writtenInside: enumType)
  }

  /// The path from the matched value to the name `reference` binds.
  func casePayloadPath(boundBy reference: Syntax) -> CasePayloadPath? {
    var steps: [CasePayloadPath.Step] = []
    var child = reference
    while let parent = child.parent {
      switch parent.kind {
      case .bindingPatternExpr, .optionalChainingExpr:
        child = parent
      case .argument:
        // An argument of a case pattern `.detail(…)` (or `Route.detail(…)`).
        guard let list = parent.parent, list.kind == .argumentList,
          let call = list.parent.flatMap(FunctionCall.init),
          let access = call.memberAccess, call.callee.kind == .memberAccessExpr,
          let position = call.arguments.firstIndex(where: { $0.node == parent })
        else { return nil }
        steps.insert(
          .init(caseName: access.name, position: position, label: call.arguments[position].label),
          at: 0)
        child = call.node
      case .switchCaseLabel:
        guard !steps.isEmpty, let switchCase = parent.parent,
          let switchExpr = switchCase.parent, switchExpr.kind == .switchExpr,
          let subject = switchExpr.firstChild,
          subject.range.upperBound <= switchCase.range.lowerBound
        else { return nil }
        return CasePayloadPath(subject: subject, steps: steps)
      case .condition:
        guard !steps.isEmpty, parent.firstToken?.kind == .kwCase,
          let value = parent.child(.initializerClause)?.firstChild, value != child
        else { return nil }
        return CasePayloadPath(subject: value, steps: steps)
      default: return nil
      }
    }
    return nil
  }
}
