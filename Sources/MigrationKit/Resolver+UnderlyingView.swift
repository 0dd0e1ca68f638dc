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
    let arity = viewArity(of: expression)
    guard arity.count == .one, var root = arity.root, !arity.rootIsReference else { return nil }
    if arity.rootIsQualified { return root }  // `SwiftUI.List { … }`: SwiftUI's view
    var enclosing = enclosingTypeName(of: expression)
    for _ in 0..<6 {
      guard let type = index.type(named: root, inside: enclosing), type.kind != .extension
      else { return root }  // not a type of the run: a framework view such as `List`
      guard let body = index.members(named: "body", in: type.name).first?.viewArity,
        var next = body.count == .one ? body : nil, next.root != nil
      else { return nil }
      // A body that is one property or function of the type (`var body: some View { content }`).
      for _ in 0..<4 where next.rootIsReference {
        let members = index.members(named: next.root!, in: type.name)
        guard members.count == 1, let inner = members[0].viewArity, inner.count == .one,
          inner.root != nil
        else { return nil }
        next = inner
      }
      guard !next.rootIsReference, let nextRoot = next.root else { return nil }
      root = nextRoot
      enclosing = type.name
    }
    return nil
  }
}
