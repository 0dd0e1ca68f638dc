import SwiftCST

// The parameters of the calls expressions are passed to, and the callees that fit a call.
extension Resolver {
  /// The declared types of the parameter an argument is passed to: one per function or
  /// initializer of the run the call may reach (overloads whose labels fit the call's,
  /// parameters with defaults skipped). Nil when the callee is not a function or an
  /// initializer declared in the run, or the node is not an argument of a call.
  public func parameterTypes(of argument: Syntax) -> [TypeReference?]? {
    guard argument.kind == .argument, let list = argument.parent, list.kind == .argumentList,
      let call = list.parent.flatMap(FunctionCall.init),
      let position = call.arguments.firstIndex(where: { $0.node == argument }),
      let candidates = fittingCallees(of: call)
    else { return nil }
    return candidates.compactMap { candidate -> TypeReference?? in
      let parameter = candidate.parameters[position]
      guard parameter < candidate.member.parameterTypes.count else { return nil }
      return .some(candidate.member.parameterTypes[parameter])
    }
  }

  /// The functions and initializers of the run (an extension's included: `init?(hex:)` on
  /// `Color`) that a call may reach: overloads whose labels fit the call's. Nil when the
  /// callee is no function or type of the run; empty when none fits.
  public func callees(of call: FunctionCall) -> [MemberInfo]? {
    fittingCallees(of: call)?.map(\.member)
  }

  /// Each fitting callee with the parameter each argument goes to.
  func fittingCallees(of call: FunctionCall)
    -> [(member: MemberInfo, parameters: [Int])]?
  {
    let candidates: [MemberInfo]
    var callee = call.callee
    // `Color.init(hex:)` is `Color(hex:)`.
    if let access = MemberAccess(callee), access.name == "init", let base = access.base {
      callee = base
    }
    switch resolve(callee) {
    case .member(let member) where member.kind == .function:
      candidates = member.containingType.map { index.members(named: member.name, in: $0) } ?? []
    case .topLevel(let member) where member.kind == .function:
      candidates = visibleTopLevel(named: member.name)
    case .type(let type):
      candidates = index.initializers(of: type.name)
    default:
      return nil
    }
    return fitting(candidates, call)
  }

  /// The initializers of `type` declared in the run (in it or its extensions) whose labels
  /// fit the call: `Color(hex: s)` or `.init(hex: s)` where a Color is expected.
  public func initializers(of type: String, fitting call: FunctionCall) -> [MemberInfo] {
    fitting(index.initializers(of: type), call).map(\.member)
  }

  /// Those of `candidates` (functions of the run) whose labels fit the call's: a project
  /// method that reuses a SwiftUI modifier's name is the callee only when it fits.
  public func members(_ candidates: [MemberInfo], fitting call: FunctionCall) -> [MemberInfo] {
    fitting(candidates, call).map(\.member)
  }

  func fitting(_ candidates: [MemberInfo], _ call: FunctionCall)
    -> [(member: MemberInfo, parameters: [Int])]
  {
    let labels = call.arguments.map { $0.label ?? "_" }
    let hasTrailingClosure = call.trailingClosure != nil || !call.labeledTrailingClosures.isEmpty
    let candidates = candidates.filter { $0.kind == .function || $0.kind == .initializer }
    return candidates.compactMap { candidate in
      guard
        let parameters = Self.parameterIndices(
          labels: labels, in: candidate, trailingClosure: hasTrailingClosure),
        Self.literalsFit(call.arguments, parameters, candidate.parameterTypes)
      else { return nil }
      return (candidate, parameters)
    }
  }

  /// Whether each literal argument can be of the type of the parameter it goes to, as far
  /// as the standard library's own types tell: a string literal is no number or `Bool`, a
  /// number literal no `String` or `Bool` (`hex("#C9C9C9")` calls `hex(_: String)`, not
  /// `hex(_: UInt32)`). Any other type may adopt a literal protocol: it fits.
  static func literalsFit(
    _ arguments: [Argument], _ parameters: [Int], _ types: [TypeReference?]
  ) -> Bool {
    for (argument, parameter) in zip(arguments, parameters) where parameter < types.count {
      guard let kind = argument.expression?.kind, let type = types[parameter],
        !type.isOptional, let name = type.name
      else { continue }
      switch kind {
      case .stringLiteralExpr where numberTypes.contains(name) || name == "Bool": return false
      case .integerLiteralExpr, .floatLiteralExpr:
        if name == "String" || name == "Bool" { return false }
      default: continue
      }
    }
    return true
  }

  /// The standard library's and CoreGraphics' number types, which take no string literal.
  private static let numberTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat",
  ]

  /// The parameter of `member` each argument of a call with `labels` goes to: labels
  /// matched in order, a parameter with a default may be skipped; nil when the call does
  /// not fit.
  static func parameterIndices(
    labels: [String], in member: MemberInfo, trailingClosure: Bool
  ) -> [Int]? {
    let parameters = member.parameterLabels
    let defaults = member.parameterHasDefault
    var parameter = 0
    var found: [Int] = []
    for label in labels {
      while parameter < parameters.count, parameters[parameter] != label {
        guard defaults.indices.contains(parameter), defaults[parameter] else { return nil }
        parameter += 1
      }
      guard parameter < parameters.count else { return nil }
      found.append(parameter)
      parameter += 1
    }
    // The rest must have defaults, or take the trailing closures.
    let rest = parameter..<parameters.count
    guard trailingClosure || rest.allSatisfy({ defaults.indices.contains($0) && defaults[$0] })
    else { return nil }
    return found
  }
}
