import SwiftCST

/// What gives the result of a closure literal called where it is written, with no
/// arguments (`{ let m = Model(); return m }()`).
public enum CalledClosureResult {
  /// The type its signature writes after `->`.
  case written(Syntax)
  /// Its one expression, or the value of the `return` that ends it when no other
  /// statement returns from it (a nested closure's `return` is its own).
  case value(Syntax)

  /// Nil when `call` is not such a call, or when its result comes from elsewhere (another
  /// `return`, in an `if`, a `guard` or a nested closure, may give another type).
  public init?(of call: FunctionCall) {
    guard let closure = Closure(checking: call.callee), call.arguments.isEmpty,
      call.node.children(.closureExpr).count == 1, call.labeledTrailingClosures.isEmpty
    else { return nil }
    if let written = closure.signature?.child(.returnClause)?.firstChild {
      self = .written(written)
      return
    }
    let statements = closure.statements
    guard let last = statements.last else { return nil }
    switch last.kind {
    case .returnStmt:
      let returnsElsewhere = statements.dropLast().contains {
        $0.kind == .returnStmt
          || $0.descendants(.returnStmt).contains { Self.returns(from: closure.node, $0) }
      }
      guard !returnsElsewhere, let value = last.firstChild else { return nil }
      self = .value(value)
    case .functionCallExpr, .memberAccessExpr, .declReferenceExpr:
      guard statements.count == 1 else { return nil }
      self = .value(last)
    default:
      return nil
    }
  }

  /// Whether `statement`, inside `closure`, returns from it: no closure or function
  /// between them (`map { i in return i * 2 }` returns from its own closure).
  private static func returns(from closure: Syntax, _ statement: Syntax) -> Bool {
    var node = statement.parent
    while let current = node, current != closure {
      switch current.kind {
      case .closureExpr, .functionDecl, .initializerDecl, .accessorDecl, .subscriptDecl:
        return false
      default: node = current.parent
      }
    }
    return true
  }
}

extension Resolver {
  /// The type `call` gives when its callee is a closure literal called with no arguments
  /// (`CalledClosureResult`); nil when it is not such a call or that type is not known.
  func calledClosureResultType(of call: FunctionCall, depth: Int) -> TypeReference? {
    switch CalledClosureResult(of: call) {
    case .written(let type):
      return qualified(
        TypeReference(text: type.compactText), writtenInside: enclosingTypeName(of: call.node))
    case .value(let value): return type(of: value, depth: depth + 1)
    case nil: return nil
    }
  }
}
