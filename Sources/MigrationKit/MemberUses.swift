import SwiftCST

/// Where a property or function of a type is used, when its file holds every use: it is
/// `private` or `fileprivate`, or declared in a private or fileprivate type or extension
/// (`private extension Card { var wash: some View }`), so no other file can name it.
public enum MemberUses {
  /// The expressions of `declaration`'s file that use the private or fileprivate property
  /// or function it declares, in post-order: each `name`, `self.name` or `other.name`
  /// (a same-named member of another value counts too: the answer errs towards more uses),
  /// and for a function the call around it (`name()`). Nil when other files may use it (a
  /// wider access, `private(set)` included, in types and extensions of a wider access too),
  /// or when `declaration` is not a member variable of one simple name or a member function.
  public static func inFile(of declaration: Syntax) -> [Syntax]? {
    guard isFilePrivate(declaration) || inFilePrivateScope(declaration) else { return nil }
    return inOwnFile(of: declaration)
  }

  /// The uses `inFile(of:)` finds, whatever the declaration's access: only those of its own
  /// file, so for a member other files may name, not necessarily all of them. Nil when
  /// `declaration` is not a member variable of one simple name or a member function.
  public static func inOwnFile(of declaration: Syntax) -> [Syntax]? {
    guard declaration.parent?.kind == .memberBlock else { return nil }
    let name: String
    let nameToken: Int
    switch declaration.kind {
    case .variableDecl:
      guard let variable = VariableDeclaration(declaration), variable.bindings.count == 1,
        let pattern = variable.bindings[0].pattern, pattern.kind == .declReferenceExpr,
        let token = pattern.firstToken
      else { return nil }
      name = token.text
      nameToken = token.index
    case .functionDecl:
      guard let token = FunctionDeclaration(declaration)?.nameToken else { return nil }
      name = token.text
      nameToken = token.index
    default:
      return nil
    }
    let tree = declaration.file.rawTree
    let name8 = Array(name.utf8)
    var references: [Int32] = []
    // Every name and member access of the file is compared: on the file's bytes in place,
    // the length first (a slice of the bytes per token cost a retain and release).
    declaration.file.bytes.withUnsafeBufferPointer { source in
      name8.withUnsafeBufferPointer { name in
        func named(_ token: Int32) -> Bool {
          guard token >= 0, Int(token) != nameToken, tree.tokenKind(token) == .identifier
          else { return false }
          let start = tree.textStart(token)
          guard tree.textEnd(token) - start == name.count else { return false }
          for offset in 0..<name.count where source[start + offset] != name[offset] {
            return false
          }
          return true
        }
        for node in tree.nodes(.declReferenceExpr) where named(tree.firstToken(node)) {
          // The name bound by a pattern (`let name = …`, another declaration) is no use.
          if tree.kind(tree.parent(node)) != .patternBinding { references.append(node) }
        }
        for node in tree.nodes(.memberAccessExpr) where named(tree.memberNameToken(node)) {
          references.append(node)
        }
      }
    }
    var uses: [Syntax] = []
    for node in references.sorted() {
      let reference = tree.syntax(node)
      if let parent = reference.parent, let call = FunctionCall(parent), call.callee == reference {
        uses.append(parent)
      } else {
        uses.append(reference)
      }
    }
    return uses
  }

  /// Whether the type declared by `declaration` (a struct, class, enum or actor) is seen
  /// from its own file only: it is written `private` or `fileprivate`, it is declared in a
  /// private or fileprivate type or extension, or in an extension of a type this file
  /// declares so at its top level (`extension Editor { final class Model }` beside
  /// `private struct Editor`). Two files' file-private types of one name are two types.
  public static func isFilePrivateType(_ declaration: Syntax) -> Bool {
    if isFilePrivate(declaration) || inFilePrivateScope(declaration) { return true }
    guard let path = Resolver.enclosingTypePath(of: declaration) else { return false }
    let root = path.split(separator: ".").first.map(String.init) ?? path
    let raw = declaration.file.rawTree
    for kind in [SyntaxKind.structDecl, .classDecl, .enumDecl, .actorDecl] {
      for node in raw.nodes(kind) {
        let type = raw.syntax(node)
        if TypeDeclaration(type)?.name == root, isFilePrivate(type),
          Resolver.enclosingTypePath(of: type) == nil
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether `declaration` is written `private` or `fileprivate` (not `private(set)`).
  static func isFilePrivate(_ declaration: Syntax) -> Bool {
    DeclarationHeader(declaration).modifiers.contains { modifier in
      let tokens = modifier.tokens
      return tokens.count == 1 && (tokens[0].is("private") || tokens[0].is("fileprivate"))
    }
  }

  /// Whether a type or extension around `declaration` is private or fileprivate: its
  /// members, whatever their own access, are seen in this file only.
  static func inFilePrivateScope(_ declaration: Syntax) -> Bool {
    var node = declaration.parent
    while let block = node, block.kind == .memberBlock, let scope = block.parent {
      switch scope.kind {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
        if isFilePrivate(scope) { return true }
      default:
        return false
      }
      node = scope.parent
    }
    return false
  }
}
