import SwiftCST

/// Walks declarations (not bodies) and records them.
///
/// Declarations are read from the flat arrays of the tree (`RawTree`, `Int32` indices);
/// `Syntax` handles are made only for the few parts read with typed views (enum cases,
/// `@Environment` keys, bodies whose views are counted, initializers' calls).
struct DeclarationScanner {
  let file: SourceFile
  let raw: RawTree
  let path: String
  let module: String
  var types: [TypeInfo] = []
  var members: [MemberInfo] = []
  /// How many `#if` blocks enclose the declarations being scanned.
  private var ifConfigDepth = 0

  init(file: SourceFile, path: String, module: String) {
    self.file = file
    self.raw = file.rawTree
    self.path = path
    self.module = module
  }

  /// Scans the declarations among the children of `parent` (the file, a member block or
  /// an `#if` clause).
  mutating func scan(children parent: Int32, in container: String?, defaultAccess: AccessLevel) {
    var item = raw.firstChild(parent)
    while item >= 0 {
      switch raw.kind(item) {
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        scanType(item, in: container)
      case .variableDecl:
        scanVariable(item, in: container, defaultAccess: defaultAccess)
      case .functionDecl, .initializerDecl, .subscriptDecl:
        scanFunction(item, in: container, defaultAccess: defaultAccess)
      case .enumCaseDecl:
        scanEnumCases(raw.syntax(item), in: container, defaultAccess: defaultAccess)
      case .ifConfigDecl:
        ifConfigDepth += 1
        var clause = raw.firstChild(item)
        while clause >= 0 {
          if raw.kind(clause) == .ifConfigClause {
            scan(children: clause, in: container, defaultAccess: defaultAccess)
          }
          clause = raw.nextSibling(clause)
        }
        ifConfigDepth -= 1
      default: break
      }
      item = raw.nextSibling(item)
    }
  }

  private mutating func scanEnumCases(
    _ item: Syntax, in container: String?, defaultAccess: AccessLevel
  ) {
    for element in item.children(.enumCaseElement) {
      guard let name = element.firstToken else { continue }
      let labels =
        element.child(.parameterClause)?.children(.parameter).map {
          $0.firstOwnToken { $0.kind == .colon } == nil ? "_" : Parameter($0).firstName ?? "_"
        } ?? []
      members.append(
        MemberInfo(
          name: name.text, kind: .enumCase, containingType: container,
          type: container.map { TypeReference(named: $0) }, isTypeInferred: false,
          attributes: [], access: defaultAccess, isStatic: true, parameterLabels: labels,
          parameterTypes: [], parameterHasDefault: [], path: path,
          offset: element.range.lowerBound, details: nil))
    }
  }

  private mutating func scanType(_ node: Int32, in container: String?) {
    let kind: TypeInfo.Kind
    switch raw.kind(node) {
    case .structDecl: kind = .struct
    case .classDecl: kind = .class
    case .enumDecl: kind = .enum
    case .actorDecl: kind = .actor
    case .protocolDecl: kind = .protocol
    default: kind = .extension
    }
    var name: String
    if kind == .extension {
      var extended = raw.firstChild(node)
      while extended >= 0, raw.kind(extended) != .identifierType,
        raw.kind(extended) != .memberType
      {
        extended = raw.nextSibling(extended)
      }
      guard extended >= 0 else { return }
      let text = raw.compactText(extended)
      name = TypeReference(text: text).name ?? text
      if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
    } else {
      name = typeName(node)
      guard !name.isEmpty else { return }
      if let container { name = container + "." + name }
    }
    let access = header(of: node).access ?? .internal
    var inheritance: [String] = []
    let clause = raw.child(node, .inheritanceClause)
    if clause >= 0 {
      var inherited = raw.firstChild(clause)
      while inherited >= 0 {
        inheritance.append(raw.compactText(inherited))
        inherited = raw.nextSibling(inherited)
      }
    }
    types.append(
      TypeInfo(
        name: name, kind: kind, inheritance: inheritance,
        genericParameters: genericParameterNames(node), access: access, module: module,
        isConditionallyCompiled: ifConfigDepth > 0))
    // Members of a private or fileprivate extension default to that level.
    let memberDefault: AccessLevel =
      kind == .extension ? access : (access == .private ? .fileprivate : min(access, .internal))
    let block = raw.child(node, .memberBlock)
    if block >= 0 { scan(children: block, in: name, defaultAccess: memberDefault) }
  }

  private mutating func scanVariable(
    _ node: Int32, in container: String?, defaultAccess: AccessLevel
  ) {
    let header = header(of: node)
    let access = header.access ?? defaultAccess
    var binding = raw.firstChild(node)
    while binding >= 0 {
      defer { binding = raw.nextSibling(binding) }
      guard raw.kind(binding) == .patternBinding, let name = bindingName(binding) else {
        continue
      }
      var type: TypeReference?
      var inferred = false
      let annotation = raw.child(binding, .typeAnnotation)
      if annotation >= 0, raw.firstChild(annotation) >= 0 {
        type = TypeReference(text: raw.compactText(raw.firstChild(annotation)))
      } else {
        let initializer = raw.child(binding, .initializerClause)
        if initializer >= 0, raw.firstChild(initializer) >= 0,
          let constructed = Self.constructedType(raw.firstChild(initializer), in: raw)
        {
          type = constructed
          inferred = true
        }
      }
      let computed = isComputed(binding)
      var environmentKey: String?
      if type == nil, header.attributes.contains("Environment") {
        environmentKey = Self.environmentKey(of: raw.syntax(node))
      }
      var viewArity: ViewArity?
      var calls: [String] = []
      let builder = Self.isViewBuilder(attributes: header.attributes, name: name, in: container)
      if computed, Self.buildsViews(builder: builder, type: type),
        let statements = PatternBinding(raw.syntax(binding)).getterStatements
      {
        viewArity = Self.arity(of: statements, builder: builder)
        if name == "body", container != nil {
          calls = Self.calledNames(in: statements.lazy.map(\.index), of: raw)
        }
      }
      // Built in place: a `MemberInfo` made first and changed after was copied on append.
      members.append(
        MemberInfo(
          name: name, kind: computed ? .computedProperty : .storedProperty,
          containingType: container, type: type, isTypeInferred: inferred,
          attributes: header.attributes, access: access, isStatic: header.isStatic,
          parameterLabels: [], parameterTypes: [], parameterHasDefault: [], path: path,
          offset: offset(of: binding),
          details: environmentKey == nil && viewArity == nil && calls.isEmpty
            ? nil
            : MemberInfo.details(
              environmentKey: environmentKey, viewArity: viewArity, calls: calls)))
    }
  }

  private mutating func scanFunction(
    _ node: Int32, in container: String?, defaultAccess: AccessLevel
  ) {
    let kind: MemberInfo.Kind =
      switch raw.kind(node) {
      case .initializerDecl: .initializer
      case .subscriptDecl: .subscript
      default: .function
      }
    let header = header(of: node)
    let nameToken = functionNameToken(node)
    let name = nameToken >= 0 ? text(of: nameToken) : ""
    let returnClause = raw.child(node, .returnClause)
    let returnType = returnClause >= 0 ? raw.firstChild(returnClause) : -1
    var type = returnType >= 0 ? TypeReference(text: raw.compactText(returnType)) : nil
    var labels: [String] = []
    var parameterTypes: [TypeReference?] = []
    var defaults: [Bool] = []
    // An initializer's parameters of function type (`@escaping () -> Void`), by local name.
    var closureParameters: [String] = []
    let parameters = raw.child(node, .parameterClause)
    if parameters >= 0 {
      var count = 0
      var parameter = raw.firstChild(parameters)
      while parameter >= 0 {
        if raw.kind(parameter) == .parameter { count += 1 }
        parameter = raw.nextSibling(parameter)
      }
      // Each array allocated once (appending grew them one parameter at a time).
      labels.reserveCapacity(count)
      parameterTypes.reserveCapacity(count)
      defaults.reserveCapacity(count)
      parameter = raw.firstChild(parameters)
      while parameter >= 0 {
        if raw.kind(parameter) == .parameter {
          let label = parameterLabel(parameter)
          labels.append(label >= 0 ? text(of: label) : "_")
          let typeNode = parameterType(parameter)
          parameterTypes.append(typeNode >= 0 ? parameterTypeReference(typeNode) : nil)
          let defaultValue = raw.child(parameter, .initializerClause)
          defaults.append(defaultValue >= 0 && raw.firstChild(defaultValue) >= 0)
          if kind == .initializer, typeNode >= 0, textContainsArrow(typeNode) {
            let local = parameterLocalName(parameter)
            if local >= 0 { closureParameters.append(text(of: local)) }
          }
        }
        parameter = raw.nextSibling(parameter)
      }
    }
    var isFailable = false
    if kind == .initializer, let container {
      let next = nameToken >= 0 ? nameToken + 1 : -1
      isFailable = next >= 0 && Int(next) < raw.tokenCount && raw.token(next, is: "?")
      type = TypeReference(named: container, optional: isFailable)
    }
    let body = raw.child(node, .codeBlock)
    var viewArity: ViewArity?
    if kind == .function, body >= 0 {
      let builder = Self.isViewBuilder(attributes: header.attributes, name: name, in: container)
      if Self.buildsViews(builder: builder, type: type) {
        viewArity = Self.arity(of: raw.syntax(body).children, builder: builder)
      }
    }
    var forwards: [ForwardedCall] = []
    var calls: [String] = []
    if kind == .initializer, body >= 0 {
      forwards = Self.forwardedCalls(in: raw.syntax(body))
      if !closureParameters.isEmpty {
        calls = Self.calledNames(inChildrenOf: body, of: raw).filter(closureParameters.contains)
      }
    }
    members.append(
      MemberInfo(
        name: name, kind: kind, containingType: container, type: type, isTypeInferred: false,
        attributes: header.attributes, access: header.access ?? defaultAccess,
        isStatic: header.isStatic, parameterLabels: labels, parameterTypes: parameterTypes,
        parameterHasDefault: defaults, path: path, offset: offset(of: node),
        details: isFailable || viewArity != nil || !forwards.isEmpty || !calls.isEmpty
          ? MemberInfo.details(
            isFailable: isFailable, viewArity: viewArity, forwards: forwards, calls: calls)
          : nil))
  }

  // MARK: Reading parts of a declaration with typed views

  static func attributes(of node: Syntax) -> [String] {
    var names: [String] = []
    var child = node.firstChild
    while let current = child, current.kind == .attribute || current.kind == .modifier {
      if current.kind == .attribute, let name = current.tokens.dropFirst().first {
        names.append(name.text)
      }
      child = current.nextSibling
    }
    return names
  }

  /// `name` of `@Environment(\.name)` (or `\EnvironmentValues.name`) on a declaration.
  static func environmentKey(of node: Syntax) -> String? {
    var child = node.firstChild
    while let current = child, current.kind == .attribute || current.kind == .modifier {
      let tokens = current.tokens.map(\.text)
      if current.kind == .attribute, tokens.count >= 2, tokens[1] == "Environment",
        let slash = tokens.firstIndex(of: "\\"), tokens.last == ")",
        let name = tokens.dropLast().last, name.first?.isLetter == true,
        tokens[slash...].dropLast().allSatisfy({ $0 == "\\" || $0 == "." || $0.first!.isLetter })
      {
        return name
      }
      child = current.nextSibling
    }
    return nil
  }

  /// `T(…)`, `T.init(…)`, `Outer.T(…)` with a capitalised type name: `T`; a literal's default
  /// type (`Bool`, `String`, `Int`, `Double`).
  static func constructedType(_ value: Syntax) -> TypeReference? {
    constructedType(value.index, in: value.file.rawTree)
  }

  /// The same, read from the flat arrays.
  static func constructedType(_ value: Int32, in raw: RawTree) -> TypeReference? {
    // A literal without a written type has its default type: `var isOn = true` is a Bool.
    switch raw.kind(value) {
    case .booleanLiteralExpr: return TypeReference(named: "Bool")
    case .stringLiteralExpr: return TypeReference(named: "String")
    case .integerLiteralExpr: return TypeReference(named: "Int")
    case .floatLiteralExpr: return TypeReference(named: "Double")
    case .functionCallExpr: break
    default: return nil
    }
    var callee = raw.firstChild(value)
    guard callee >= 0 else { return nil }
    if raw.kind(callee) == .memberAccessExpr, raw.token(raw.memberNameToken(callee), is: "init") {
      let base = memberBase(callee, in: raw)
      if base >= 0 { callee = base }
    }
    if raw.kind(callee) == .genericSpecializationExpr, raw.firstChild(callee) >= 0 {
      callee = raw.firstChild(callee)
    }
    switch raw.kind(callee) {
    case .declReferenceExpr:
      let token = raw.firstToken(callee)
      guard token >= 0, raw.tokenKind(token) == .identifier,
        startsWithUppercase(token, in: raw)
      else { return nil }
      return TypeReference(named: text(of: token, in: raw))
    case .memberAccessExpr:
      // `Outer.Inner(…)`: every component capitalised. Most member callees are modifier
      // chains (`Text("…").padding`), rejected by their tokens before their text is built.
      guard mayBeCapitalisedPath(callee, in: raw) else { return nil }
      let text = raw.compactText(callee)
      guard isCapitalisedPath(text) else { return nil }
      return TypeReference(named: text)
    default: return nil
    }
  }

  /// `MemberAccess.base` of a `memberAccessExpr`: its first child unless that is a generic
  /// argument clause or a module selector; -1 for an implicit member.
  static func memberBase(_ node: Int32, in raw: RawTree) -> Int32 {
    let child = raw.firstChild(node)
    guard child >= 0, raw.kind(child) != .genericArgumentClause,
      raw.kind(child) != .moduleSelector
    else { return -1 }
    return child
  }

  /// Whether the token's text starts with an upper-case letter (`Character.isUppercase`,
  /// decided by byte for ASCII).
  static func startsWithUppercase(_ token: Int32, in raw: RawTree) -> Bool {
    guard let byte = raw.firstByte(token) else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return text(of: token, in: raw).first?.isUppercase == true
  }

  /// Whether the token's text starts with a lower-case letter (`Character.isLowercase`,
  /// decided by byte for ASCII).
  static func startsWithLowercase(_ token: Int32, in raw: RawTree) -> Bool {
    guard let byte = raw.firstByte(token) else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    return text(of: token, in: raw).first?.isLowercase == true
  }

  /// The token's text, decoded from the file's bytes in place.
  static func text(of token: Int32, in raw: RawTree) -> String {
    let range = raw.textBytes(token).indices
    return raw.file.bytes.withUnsafeBufferPointer { bytes in
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
  }

  /// False when `isCapitalisedPath(compactText)` of the node is certainly false: a part of
  /// its text (the start, or what follows a `.` token) begins with an ASCII byte other
  /// than an upper-case letter or `.`. (`compactText` puts no space after a `.` token, and
  /// a `.` cannot combine with an ASCII byte after it.) True when the text must be read.
  static func mayBeCapitalisedPath(_ node: Int32, in raw: RawTree) -> Bool {
    var atPartStart = true
    for token in raw.tokens(node) {
      guard let byte = raw.firstByte(token) else { continue }
      if atPartStart, byte < 0x80, byte != UInt8(ascii: "."),
        byte < UInt8(ascii: "A") || byte > UInt8(ascii: "Z")
      {
        return false
      }
      atPartStart = raw.tokenKind(token) == .period
    }
    return true
  }

  /// Whether `text` split at "." has several parts, each starting with an upper-case
  /// letter. ASCII text is read by byte, stopping at the first part that does not (the
  /// callee of a long chain, `Text("…").font(…).padding`, is rejected at its second part);
  /// other text by `Character`, as a `.` may combine with what follows.
  static func isCapitalisedPath(_ text: String) -> Bool {
    var parts = 0
    var atPartStart = true
    for byte in text.utf8 {
      guard byte < 0x80 else {
        let parts = text.split(separator: ".")
        return parts.count > 1 && parts.allSatisfy { $0.first?.isUppercase == true }
      }
      if byte == UInt8(ascii: ".") {
        atPartStart = true
      } else if atPartStart {
        guard byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") else { return false }
        parts += 1
        atPartStart = false
      }
    }
    return parts > 1
  }

  /// Whether a member's body is worth an arity: a view builder, or its type names a view.
  static func buildsViews(_ member: MemberInfo) -> Bool {
    buildsViews(builder: member.isViewBuilder, type: member.type)
  }

  static func buildsViews(builder: Bool, type: TypeReference?) -> Bool {
    if builder { return true }
    guard let text = type?.text else { return false }
    return text.hasSuffix("View") || text == "Text" || text == "Image"
  }

  /// `MemberInfo.isViewBuilder` of a member with these attributes, name and container.
  static func isViewBuilder(attributes: [String], name: String, in container: String?) -> Bool {
    attributes.contains("ViewBuilder") || (name == "body" && container != nil)
  }

  static func arity(of statements: [Syntax], builder: Bool) -> ViewArity {
    if builder { return ViewArity.of(statements: statements) }
    // Without a builder the body is one expression or returns one.
    if statements.count == 1 { return ViewArity.of(statement: statements[0]) }
    var result = ViewArity.none
    for statement in statements where statement.kind == .returnStmt {
      result = ViewArity.alternative(result, ViewArity.of(statement: statement))
    }
    return result.count == .none ? .unknown : result
  }

  static func forwardedCalls(in body: Syntax) -> [ForwardedCall] {
    var calls: [ForwardedCall] = []
    for node in body.descendants(.functionCallExpr) {
      guard let call = FunctionCall(node) else { continue }
      let callee = call.callee
      let text: String
      switch callee.kind {
      case .memberAccessExpr:
        guard let access = MemberAccess(callee), access.name == "init",
          let base = access.base, base.kind == .declReferenceExpr
        else { continue }
        text = base.compactText + ".init"
      case .declReferenceExpr, .genericSpecializationExpr:
        guard let name = callee.leftmostName, name.first?.isUppercase == true else { continue }
        text = name
      default: continue
      }
      calls.append(ForwardedCall(callee: text, labels: call.arguments.map { $0.label ?? "_" }))
    }
    return calls
  }
}
