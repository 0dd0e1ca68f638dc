import SwiftCST

// The parts of a declaration the scanner reads from the flat arrays of the tree
// (`RawTree`): the same answers as the typed views (`TypeDeclaration`, `PatternBinding`,
// `FunctionDeclaration`, `Parameter`) without a `Syntax` handle or an array per question.

extension DeclarationScanner {
  /// What the attributes and modifiers before a declaration say: attribute names (the
  /// token after `@`, positions in `texts`), the access level (`private(set)` restricts the
  /// setter only, so it is not one), `static`/`class`.
  struct Header {
    var attributes: Range<Int32> = 0..<0
    var access: AccessLevel?
    var isStatic = false
  }

  /// The header of a declaration; its attribute names are added to `texts` when
  /// `recordingAttributes` (a type's are not asked).
  mutating func header(of node: Int32, recordingAttributes: Bool) -> Header {
    var header = Header()
    let attributes = Int32(texts.count)
    var child = raw.firstChild(node)
    while child >= 0 {
      let kind = raw.kind(child)
      guard kind == .attribute || kind == .modifier else { break }
      let tokens = raw.tokens(child)
      if kind == .attribute {
        if recordingAttributes, tokens.count >= 2 {
          texts.append(addText(token: tokens.lowerBound + 1))
        }
      } else if !tokens.isEmpty {
        let first = tokens.lowerBound
        if header.access == nil, tokens.count == 1, let level = accessLevel(first) {
          header.access = level
        }
        let firstKind = raw.tokenKind(first)
        if firstKind == .kwStatic || firstKind == .kwClass { header.isStatic = true }
      }
      child = raw.nextSibling(child)
    }
    header.attributes = attributes..<Int32(texts.count)
    return header
  }

  /// `AccessLevel(modifier:)` of a token, read from the flat arrays.
  private func accessLevel(_ token: Int32) -> AccessLevel? {
    switch raw.tokenKind(token) {
    case .kwPrivate: return .private
    case .kwFileprivate: return .fileprivate
    case .kwInternal: return .internal
    case .kwPublic: return .public
    default:
      if raw.token(token, is: "open") { return .open }
      if raw.token(token, is: "package") { return .package }
      return nil
    }
  }

  /// Where a node starts (its first token's text), as `Syntax.range.lowerBound`.
  func offset(of node: Int32) -> Int {
    let first = raw.firstToken(node)
    return first >= 0 ? raw.textStart(first) : raw.syntax(node).range.lowerBound
  }

  /// Calls `body` with each token of `node` outside its children, in order, until it
  /// returns false.
  func forEachOwnToken(of node: Int32, _ body: (Int32) -> Bool) {
    let tokens = raw.tokens(node)
    var cursor = tokens.lowerBound
    var child = raw.firstChild(node)
    while cursor < tokens.upperBound {
      let limit = child >= 0 ? raw.tokens(child).lowerBound : tokens.upperBound
      while cursor < limit {
        if !body(cursor) { return }
        cursor += 1
      }
      guard child >= 0 else { break }
      cursor = max(cursor, raw.tokens(child).upperBound)
      child = raw.nextSibling(child)
    }
  }

  /// `TypeDeclaration.name`'s token of a type (not an extension): the token after the
  /// keyword; -1 for none.
  func typeNameToken(_ node: Int32) -> Int32 {
    var keyword: Int32 = -1
    forEachOwnToken(of: node) { token in
      switch raw.tokenKind(token) {
      case .kwStruct, .kwClass, .kwEnum, .kwProtocol, .kwExtension, .kwTypealias: keyword = token
      default: if raw.token(token, is: "actor") { keyword = token }
      }
      return keyword < 0
    }
    guard keyword >= 0, Int(keyword) + 1 < raw.tokenCount else { return -1 }
    return keyword + 1
  }

  /// Adds to `texts` `GenericParameter.name` of each parameter in the type's `<…>` (empty
  /// for none).
  mutating func addGenericParameterNames(_ node: Int32) {
    let clause = raw.child(node, .genericParameterClause)
    guard clause >= 0 else { return }
    var parameter = raw.firstChild(clause)
    while parameter >= 0 {
      if raw.kind(parameter) == .genericParameter {
        var name: Int32 = -1
        forEachOwnToken(of: parameter) { token in
          guard raw.tokenKind(token) == .identifier, !raw.token(token, is: "each") else {
            return true
          }
          name = token
          return false
        }
        texts.append(name >= 0 ? addText(token: name) : addText(""))
      }
      parameter = raw.nextSibling(parameter)
    }
  }

  /// Adds to `texts` a pair (parameter name, constraint as written) for each constraint
  /// of a generic parameter of the type: `<T: View>`, each part of `<T: A & B>`, and the
  /// where clause's `T: P` and `T == X` on a parameter itself (not `T.Element: P`).
  mutating func addGenericConstraints(_ node: Int32) {
    let clause = raw.child(node, .genericParameterClause)
    if clause >= 0 {
      var parameter = raw.firstChild(clause)
      while parameter >= 0 {
        defer { parameter = raw.nextSibling(parameter) }
        guard raw.kind(parameter) == .genericParameter else { continue }
        var name: Int32 = -1
        forEachOwnToken(of: parameter) { token in
          guard raw.tokenKind(token) == .identifier, !raw.token(token, is: "each") else {
            return true
          }
          name = token
          return false
        }
        let constraint = raw.firstChild(parameter)
        guard name >= 0, constraint >= 0 else { continue }
        addConstraints(of: name, constraint)
      }
    }
    let requirements = raw.child(node, .genericWhereClause)
    guard requirements >= 0 else { return }
    var requirement = raw.firstChild(requirements)
    while requirement >= 0 {
      defer { requirement = raw.nextSibling(requirement) }
      let subject = raw.firstChild(requirement)
      guard raw.kind(requirement) == .genericRequirement, subject >= 0,
        raw.kind(subject) == .identifierType, raw.tokens(subject).count == 1
      else { continue }
      let constraint = raw.nextSibling(subject)
      guard constraint >= 0 else { continue }
      addConstraints(of: raw.tokens(subject).lowerBound, constraint)
    }
  }

  /// The pairs of `addGenericConstraints(_:)` for one parameter (its name's token) and one
  /// constraint (a composition is each of its parts).
  private mutating func addConstraints(of name: Int32, _ constraint: Int32) {
    var parts: [Int32] = [constraint]
    if raw.kind(constraint) == .compositionType {
      parts = []
      var part = raw.firstChild(constraint)
      while part >= 0 {
        parts.append(part)
        part = raw.nextSibling(part)
      }
    }
    for part in parts {
      texts.append(addText(token: name))
      texts.append(addCompactText(part))
    }
  }

  /// `PatternBinding.name`'s token: the name of a simple `name` pattern; -1 for another
  /// pattern.
  func bindingNameToken(_ binding: Int32) -> Int32 {
    let pattern = raw.firstChild(binding)
    guard pattern >= 0, raw.kind(pattern) == .declReferenceExpr else { return -1 }
    return raw.firstToken(pattern)
  }

  /// The children of a pattern binding the scanner reads (-1 for none): its type
  /// annotation, initializer and accessor block, the first of each, found in one walk of
  /// its children (not one per question).
  struct BindingParts {
    var annotation: Int32 = -1
    var initializer: Int32 = -1
    var accessors: Int32 = -1
  }

  func bindingParts(_ binding: Int32) -> BindingParts {
    var parts = BindingParts()
    var child = raw.firstChild(binding)
    while child >= 0 {
      switch raw.kind(child) {
      case .typeAnnotation: if parts.annotation < 0 { parts.annotation = child }
      case .initializerClause: if parts.initializer < 0 { parts.initializer = child }
      case .accessorBlock: if parts.accessors < 0 { parts.accessors = child }
      default: break
      }
      child = raw.nextSibling(child)
    }
    return parts
  }

  /// Whether a binding whose accessor block is `block` (-1 for none) has a getter (not
  /// only `willSet`/`didSet` observers).
  func isComputed(accessors block: Int32) -> Bool {
    guard block >= 0 else { return false }
    var sawAccessor = false
    var accessor = raw.firstChild(block)
    while accessor >= 0 {
      if raw.kind(accessor) == .accessorDecl {
        sawAccessor = true
        let token = raw.firstToken(accessor)
        if token >= 0,
          raw.token(token, is: "get") || raw.token(token, is: "set")
            || raw.token(token, is: "_read")
        {
          return true
        }
      }
      accessor = raw.nextSibling(accessor)
    }
    return !sawAccessor
  }

  /// `PatternBinding.getterStatements` as the node whose children they are (the accessor
  /// block of `{ statements }`, the getter's body), of a binding whose accessor block is
  /// `block` (-1 for none); -1 for none.
  func getterBody(accessors block: Int32) -> Int32 {
    guard block >= 0 else { return -1 }
    guard raw.child(block, .accessorDecl) >= 0 else { return block }
    var accessor = raw.firstChild(block)
    while accessor >= 0 {
      let token = raw.firstToken(accessor)
      if raw.kind(accessor) == .accessorDecl, token >= 0, raw.token(token, is: "get") {
        return raw.child(accessor, .codeBlock)
      }
      accessor = raw.nextSibling(accessor)
    }
    return -1
  }

  /// `FunctionDeclaration.nameToken`: the token after `func`, or `init`/`subscript`.
  func functionNameToken(_ node: Int32) -> Int32 {
    var keyword: Int32 = -1
    forEachOwnToken(of: node) { token in
      switch raw.tokenKind(token) {
      case .kwFunc, .kwInit, .kwSubscript: keyword = token
      default: break
      }
      return keyword < 0
    }
    guard keyword >= 0 else { return -1 }
    guard raw.tokenKind(keyword) == .kwFunc else { return keyword }
    return Int(keyword) + 1 < raw.tokenCount ? keyword + 1 : -1
  }

  /// `Parameter.firstNameToken`: the first name before the colon.
  func parameterLabel(_ parameter: Int32) -> Int32 {
    var label: Int32 = -1
    forEachOwnToken(of: parameter) { token in
      let kind = raw.tokenKind(token)
      if kind == .colon { return false }
      if kind == .identifier || kind.isKeyword {
        label = token
        return false
      }
      return true
    }
    return label
  }

  /// Whether a `:` is among the parameter's own tokens.
  func hasOwnColon(_ parameter: Int32) -> Bool {
    var found = false
    forEachOwnToken(of: parameter) { token in
      found = raw.tokenKind(token) == .colon
      return !found
    }
    return found
  }

  /// `Parameter.type`: the first child that is not an attribute or the default value.
  func parameterType(_ parameter: Int32) -> Int32 {
    var child = raw.firstChild(parameter)
    while child >= 0, raw.kind(child) == .attribute || raw.kind(child) == .initializerClause {
      child = raw.nextSibling(child)
    }
    return child
  }

  /// Adds the text of `Resolver.parameterType(_:)` of a parameter's type node: the type as
  /// the body sees it (`@escaping () -> T` stays a function type, `T...` is `[T]`).
  mutating func addParameterTypeText(_ type: Int32) -> Text {
    var node = type
    while raw.kind(node) == .attributedType {
      var inner: Int32 = -1
      var child = raw.firstChild(node)
      while child >= 0 {
        if raw.kind(child) != .attribute { inner = child }
        child = raw.nextSibling(child)
      }
      guard inner >= 0 else { break }
      node = inner
    }
    if raw.kind(node) == .packExpansionType, raw.firstChild(node) >= 0 {
      return addCompactText(raw.firstChild(node), bracketed: true)
    }
    return addCompactText(node)
  }

  /// Whether the node's text (with the comments inside it) contains `->`, as
  /// `Syntax.text.contains("->")`.
  func textContainsArrow(_ node: Int32) -> Bool {
    let tokens = raw.tokens(node)
    guard !tokens.isEmpty else { return false }
    let start = raw.textStart(tokens.lowerBound)
    let end = raw.textEnd(tokens.upperBound - 1)
    guard end - start >= 2 else { return false }
    for offset in start..<(end - 1)
    where source[offset] == UInt8(ascii: "-") && source[offset + 1] == UInt8(ascii: ">") {
      return true
    }
    return false
  }

  /// `Parameter.localName`'s token: the second name before the colon, else the first.
  func parameterLocalName(_ parameter: Int32) -> Int32 {
    var first: Int32 = -1
    var second: Int32 = -1
    forEachOwnToken(of: parameter) { token in
      let kind = raw.tokenKind(token)
      if kind == .colon { return false }
      if kind == .identifier || kind.isKeyword {
        if first < 0 {
          first = token
        } else {
          second = token
          return false
        }
      }
      return true
    }
    return second >= 0 ? second : first
  }
}
