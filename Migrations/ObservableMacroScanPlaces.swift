import MigrationKit
import SwiftCST

// Where things are for `ObservableScanner`: a type's `body`, its extensions in the file, the
// references to names in them, the types and lines around a node, and the types of
// expressions (from the file's resolver). The walk itself is in ObservableMacroScan.swift,
// the uses it converts in ObservableMacroScanUses.swift.

extension ObservableScanner {
  // MARK: Where things are

  /// The accessor block of `var body` or the code block of `func body(content:)`.
  func bodyBlock(of type: Syntax) -> Syntax? {
    for member in TypeDeclaration(type)?.members ?? [] {
      if let variable = VariableDeclaration(member),
        let binding = variable.bindings.first(where: { $0.name == "body" }),
        let block = binding.accessorBlock,
        !block.children.contains(where: { $0.kind == .accessorDecl })
      {
        return block
      }
      if let function = FunctionDeclaration(member), function.name == "body" {
        return function.node.child(.codeBlock)
      }
    }
    return nil
  }

  /// A type declaration and the extensions of the same name in this file.
  func sameTypeScopes(_ type: Syntax) -> [Syntax] {
    guard let name = TypeDeclaration(type)?.name else { return [type] }
    return [type]
      + file.nodes(.extensionDecl).filter {
        ObservableNames.lastComponent(TypeDeclaration($0)?.name ?? "") == name
      }
  }

  /// `name` and `self.name` in the scopes (the token's text compared by bytes, as
  /// `Token.hasText`), read from the raw tree: a `Syntax` only per match. One list per
  /// name, each as a walk for that name alone would give it, from one walk for all.
  func references(to names: [String], in scopes: [Syntax]) -> [[Syntax]] {
    let raw = file.rawTree
    let texts = names.map { Array($0.utf8) }
    /// The position in `names` of the name a token reads, if any.
    func name(of token: Int32) -> Int? {
      guard token >= 0, Int(token) < raw.tokenCount else { return nil }
      let bytes = raw.textBytes(token)
      // The lengths first: most tokens are no name of the list.
      return texts.firstIndex { bytes.count == $0.count && bytes.elementsEqual($0) }
    }
    var found = [[Syntax]](repeating: [], count: names.count)
    for scope in scopes {
      var members = [[Syntax]](repeating: [], count: names.count)
      for node in raw.nodes(.declReferenceExpr, below: scope.index) {
        if let position = name(of: raw.firstToken(node)) {
          found[position].append(raw.syntax(node))
        }
      }
      for node in raw.nodes(.memberAccessExpr, below: scope.index) {
        guard let position = name(of: raw.memberNameToken(node)) else { continue }
        // `MemberAccess.base`: the first child unless it is generic arguments or a
        // module selector.
        let base = raw.firstChild(node)
        guard base >= 0, raw.kind(base) != .genericArgumentClause,
          raw.kind(base) != .moduleSelector
        else { continue }
        let first = raw.firstToken(base)
        if first >= 0 && raw.tokenKind(first) == .kwSelf {
          members[position].append(raw.syntax(node))
        }
      }
      for position in names.indices { found[position] += members[position] }
    }
    return found
  }

  /// `_name = Wrapper(…)` or `self._name = Wrapper(…)`: the target and the call.
  func storageAssignment(_ use: Syntax) -> (lhs: Syntax, call: FunctionCall)? {
    var target = use
    if let parent = use.parent, parent.kind == .memberAccessExpr, parent.firstChild != use {
      target = parent
    }
    guard let sequence = target.parent, sequence.kind == .sequenceExpr,
      sequence.children.count == 2, sequence.children[0] == target,
      sequence.ownToken(.equal) != nil,
      let call = FunctionCall(sequence.children[1])
    else { return nil }
    return (target, call)
  }

  /// How the call of a storage assignment (`_m = StateObject(wrappedValue: e)`) builds the
  /// property wrapper `wrapper`: `Wrapper(…)` and `Wrapper.init(…)` name it (the name node,
  /// to respell); `.init(…)` builds the storage's own type, the wrapper. Nil for any other
  /// call.
  static func wrapperInit(_ call: FunctionCall, named wrapper: StaticString) -> WrapperInit? {
    var callee = call.callee
    if let access = MemberAccess(callee), access.name == "init" {
      guard let base = access.base else { return .implicit }
      callee = base
    }
    guard callee.kind == .declReferenceExpr, callee.firstToken?.is(wrapper) == true else {
      return nil
    }
    return .named(callee)
  }

  enum WrapperInit {
    /// `Wrapper(…)`, `Wrapper.init(…)`: the name `Wrapper`.
    case named(Syntax)
    /// `.init(…)`.
    case implicit
  }

  func enclosingTypeDeclaration(of node: Syntax) -> Syntax? {
    // By index: a handle per ancestor was most of the cost of a `_name` reference.
    let raw = node.file.rawTree
    var current = raw.parent(node.index)
    while current >= 0 {
      switch raw.kind(current) {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
        return raw.syntax(current)
      default: current = raw.parent(current)
      }
    }
    return nil
  }

  /// The qualified name of the innermost class or extension around `node` (nil outside one).
  func enclosingTypeName(of node: Syntax) -> String? {
    guard isInClassOrExtension(node.index) else { return nil }
    return typePaths.path(of: node)
  }

  /// Whether the innermost type or extension declaration around a node (as
  /// `enclosingTypeDeclaration` finds it) is a class or an extension.
  func isInClassOrExtension(_ node: Int32) -> Bool {
    Self.isInClassOrExtension(node, file.rawTree)
  }

  /// `isInClassOrExtension(_:)` on the file's raw tree.
  static func isInClassOrExtension(_ node: Int32, _ raw: RawTree) -> Bool {
    let owner = ObservableScan.innermostTypeOrExtension(of: node, raw)
    return owner >= 0 && (raw.kind(owner) == .classDecl || raw.kind(owner) == .extensionDecl)
  }

  func line(of node: Syntax) -> Int { lines.line(at: node.range.lowerBound) }

  // MARK: Types of expressions

  /// The value the binding whose name starts at `offset` is initialised with.
  func initializer(at offset: Int) -> Syntax? {
    resolver.bindings[offset].flatMap { PatternBinding($0).initializer }
  }

  /// The class an expression builds or names, from the shared resolver over this file's
  /// own declarations (the index pass has no other): `X()`, a local, a parameter or a member
  /// of the enclosing types with a written or inferable type. Nil when unknown. With the
  /// type it is written in (see `ObservableClassNames`): the expression's for `X()`; a
  /// type the file declares is named in full; another, read from a declaration, is written
  /// where that is (not known here).
  func typeName(ofExpression expression: Syntax) -> (name: String, scope: String?)? {
    if let constructed = ObservableNames.constructedTypeName(of: expression) {
      return (constructed, typePaths.path(of: expression) ?? "")
    }
    let resolver = resolver.value
    // `sound` of `for sound in sounds` where `sounds: [Sound]`: the element type.
    guard let type = resolver.type(of: expression) ?? resolver.loopElementType(of: expression),
      !type.isOptional, let written = type.name
    else { return nil }
    // `holder.model` with `let model: Model` in `Holder<Model>`: the generic parameter names
    // no class (which one the holder holds is not followed).
    if case .member(let member) = resolver.resolve(expression),
      let owner = member.containingType,
      resolver.index.type(named: owner)?.genericParameters.contains(written) == true
    {
      return nil
    }
    // `model` of `init(model: Model)` with `typealias Model = UploadModel<T>` here.
    let name = ObservableNames.throughTypealias(written, at: expression)
    return (name, resolver.index.type(named: name) != nil ? "" : nil)
  }
}
