import SwiftCST

extension Resolver {
  /// The view an expression finally builds, looking through references to properties and
  /// functions of the run (`content`, `self.list`, `row(item)`) and through view types of
  /// the run whose `body` is one view: `MessageList()` whose body is `List { … }` gives
  /// `List`, `content` whose one view is `ScrollView { … }` gives `ScrollView`. A type of the
  /// run without a known body (a representable, a type whose body is several views or
  /// refers to something unknown) gives nil, as does an expression that is not one view:
  /// the answer is never a guess.
  public func underlyingView(of expression: Syntax) -> String? {
    if case .view(let name) = underlyingViewAnswer(of: expression) { return name }
    return nil
  }

  /// What `underlyingView(of:)` found: the view, or that the way there ends in one view
  /// chosen by `if`/`switch` branches that start from different views (`if raining { tint }
  /// else { Color.clear }`), or that it is not known.
  public enum UnderlyingViewAnswer: Equatable {
    case view(String)
    case chosenByCondition
    case unknown
  }

  /// `underlyingView(of:)`, saying why when it has no view to give.
  public func underlyingViewAnswer(of expression: Syntax) -> UnderlyingViewAnswer {
    let arity = viewArity(of: expression)
    guard arity.count == .one, var root = arity.root, !arity.rootIsReference else {
      return Self.noView(arity)
    }
    if arity.rootIsQualified { return .view(root) }  // `SwiftUI.List { … }`: SwiftUI's view
    var enclosing = enclosingTypeName(of: expression)
    for _ in 0..<6 {
      guard let type = index.type(named: root, inside: enclosing), type.kind != .extension
      else { return .view(root) }  // not a type of the run: a framework view such as `List`
      guard let body = index.members(named: "body", in: type.name).first?.viewArity else {
        return .unknown
      }
      guard body.count == .one, body.root != nil else { return Self.noView(body) }
      var next = body
      // A body that is one property or function of the type (`var body: some View { content }`).
      for _ in 0..<4 where next.rootIsReference {
        let members = index.members(named: next.root!, in: type.name)
        guard members.count == 1, let inner = members[0].viewArity else { return .unknown }
        guard inner.count == .one, inner.root != nil else { return Self.noView(inner) }
        next = inner
      }
      guard !next.rootIsReference, let nextRoot = next.root else { return .unknown }
      root = nextRoot
      enclosing = type.name
    }
    return .unknown
  }

  /// Why an arity gives no view: one view chosen by branches that disagree, or unknown.
  private static func noView(_ arity: ViewArity) -> UnderlyingViewAnswer {
    arity.count == .one && arity.root == nil && arity.isConditional ? .chosenByCondition : .unknown
  }
}
