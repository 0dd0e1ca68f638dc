import SwiftCST

/// Swift access levels, ordered from most to least restricted.
public enum AccessLevel: Int, Sendable, Hashable, Comparable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The level a modifier token spells, if it is one.
  init?(modifier token: Token) {
    switch token.kind {
    case .kwPrivate: self = .private
    case .kwFileprivate: self = .fileprivate
    case .kwInternal: self = .internal
    case .kwPublic: self = .public
    default:
      if token.is("open") {
        self = .open
      } else if token.is("package") {
        self = .package
      } else {
        return nil
      }
    }
  }
}

/// A type declared in the run: a `struct`, `class`, `enum`, `actor` or `protocol` with the
/// extensions of it merged in (per module).
public struct TypeInfo: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case `struct`, `class`, `enum`, actor, `protocol`
    /// Only extensions of the type are in the run (a type of another module, say `View`).
    case `extension`
  }

  /// The qualified name: `Outer.Inner` for a nested type.
  public var name: String
  public var kind: Kind
  /// Superclass, protocols and raw type as written, the declaration's then its
  /// extensions' (in path order), without duplicates.
  public var inheritance: [String]
  public var genericParameters: [String]
  public var access: AccessLevel
  /// The module of its declaration (empty when the run knows no modules).
  public var module: String
  /// Declared inside `#if` (one of several platform or configuration variants, say a
  /// `UIViewRepresentable` for iOS and an `NSViewRepresentable` for macOS).
  public var isConditionallyCompiled = false

  /// Whether it conforms to `UIViewRepresentable`, `UIViewControllerRepresentable`,
  /// `NSViewRepresentable` or `NSViewControllerRepresentable` (directly, as written).
  public var isRepresentable: Bool {
    inheritance.contains { TypeInfo.representableProtocols.contains(Self.lastComponent($0)) }
  }

  /// Whether it conforms to `View` directly (as written).
  public var isView: Bool { inheritance.contains { Self.lastComponent($0) == "View" } }

  public func inherits(_ name: String) -> Bool {
    inheritance.contains { $0 == name || Self.lastComponent($0) == name }
  }

  public static let representableProtocols: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable",
  ]

  static func lastComponent(_ name: String) -> String {
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }
}

/// A property, function, initializer, subscript or enum case of a type, or a top-level
/// function or variable.
public struct MemberInfo: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    case storedProperty, computedProperty, function, initializer, `subscript`, enumCase
  }

  public var name: String
  public var kind: Kind
  /// The qualified name of the type (or extended type) it is declared in; nil at top level.
  public var containingType: String?
  /// A property's declared type (`Color?`; for `let x = T(…)` without annotation, `T`,
  /// see `isTypeInferred`), a function's or subscript's result type (`some View`); nil
  /// when not written and not inferable.
  public var type: TypeReference?
  /// The type came from the initial value `T(…)`, not from an annotation.
  public var isTypeInferred: Bool
  /// Attribute names without `@`, in order: `ViewBuilder`, `State`, `Published`, `MainActor`.
  public var attributes: [String]
  public var access: AccessLevel
  public var isStatic: Bool
  /// Argument labels of a function, initializer, subscript or enum case (`_` for none).
  public var parameterLabels: [String]
  /// The declared type of each parameter of a function, initializer or subscript, as the
  /// body sees it (`Text`, `[Int]` for `Int...`); parallel to `parameterLabels`.
  public var parameterTypes: [TypeReference?]
  /// Whether each parameter has a default value; parallel to `parameterLabels`.
  public var parameterHasDefault: [Bool]
  /// Where it is declared: the file's path and the byte offset of the declaration.
  public var path: String
  public var offset: Int
  /// The fields most members leave empty (most functions too), kept out of line: a
  /// `MemberInfo` is smaller and copying it retains fewer references. Nil when every one is
  /// empty, so that equal members have equal fields here.
  var details: Details?

  /// A failable initializer (`init?`): calling it gives an optional.
  public var isFailable: Bool {
    get { details?.fields.isFailable ?? false }
    set { changeDetails { $0.isFailable = newValue } }
  }
  /// `@Environment(\.name) var x` without a written type: `name`, the `EnvironmentValues`
  /// property whose type x has (see `Resolver.type(of:)`).
  public var environmentKey: String? {
    get { details?.fields.environmentKey }
    set { changeDetails { $0.environmentKey = newValue } }
  }
  /// For a view-building member (a `@ViewBuilder` one, `body`, or one whose type names a
  /// view): the views its body produces. Nil otherwise, and for a property without a body.
  public var viewArity: ViewArity? {
    get { details?.fields.viewArity }
    set { changeDetails { $0.viewArity = newValue } }
  }
  /// For an initializer: the calls it forwards to (`self.init(…)`, `super.init(…)`, and
  /// calls of capitalised names such as `NavigationLink(…)`).
  public var forwards: [ForwardedCall] {
    get { details?.fields.forwards ?? [] }
    set { changeDetails { $0.forwards = newValue } }
  }
  /// For `body` and an initializer: the names it calls when it runs (`action()`,
  /// `self.onShow()`, also inside `onAppear`/`task`/`onDisappear`, not in other closures),
  /// with `_` for a `let _ = …` statement; for an initializer only its closure parameters.
  public var calls: [String] {
    get { details?.fields.calls ?? [] }
    set { changeDetails { $0.calls = newValue } }
  }

  /// The `details` of a member with these fields (nil when every one is empty).
  static func details(
    isFailable: Bool = false, environmentKey: String? = nil, viewArity: ViewArity? = nil,
    forwards: [ForwardedCall] = [], calls: [String] = []
  ) -> Details? {
    let fields = DetailFields(
      isFailable: isFailable, environmentKey: environmentKey, viewArity: viewArity,
      forwards: forwards, calls: calls)
    return fields.isEmpty ? nil : Details(fields)
  }

  /// The fields kept in `details`.
  struct DetailFields: Sendable, Hashable {
    var isFailable = false
    var environmentKey: String?
    var viewArity: ViewArity?
    var forwards: [ForwardedCall] = []
    var calls: [String] = []

    var isEmpty: Bool {
      !isFailable && environmentKey == nil && viewArity == nil && forwards.isEmpty && calls.isEmpty
    }
  }

  /// Shared by the copies of a member; a change makes a new one.
  final class Details: Sendable, Hashable {
    let fields: DetailFields

    init(_ fields: DetailFields) { self.fields = fields }

    static func == (lhs: Details, rhs: Details) -> Bool { lhs.fields == rhs.fields }

    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
  }

  private mutating func changeDetails(_ change: (inout DetailFields) -> Void) {
    var fields = details?.fields ?? DetailFields()
    change(&fields)
    details = fields.isEmpty ? nil : Details(fields)
  }

  /// Whether the declared type is optional (`T?`, `T!`, `Optional<T>`).
  public var isOptional: Bool { type?.isOptional ?? false }

  /// Whether it has `@ViewBuilder` (or is a `body`, which `View` and `ViewModifier`
  /// declare as view builders).
  public var isViewBuilder: Bool {
    attributes.contains("ViewBuilder") || (name == "body" && containingType != nil)
  }

  /// The property wrapper, if any: `State`, `StateObject`, `Published`, `EnvironmentObject`,
  /// `Binding`, `AppStorage` (the first attribute that is not a known non-wrapper).
  public var propertyWrapper: String? {
    guard kind == .storedProperty || kind == .computedProperty else { return nil }
    return attributes.first {
      !MemberInfo.nonWrapperAttributes.contains($0) && $0.first!.isUppercase
    }
  }

  static let nonWrapperAttributes: Set<String> = [
    "ViewBuilder", "MainActor", "Sendable", "MainActor", "GlobalActor", "IBOutlet", "IBAction",
    "IBInspectable", "NSManaged", "NSCopying", "ObservationIgnored", "ObservationTracked",
    "Model", "Observable", "TaskLocal", "ToolbarContentBuilder", "SceneBuilder",
    "CommandsBuilder", "ResultBuilder", "Attribute", "Relationship", "Transient",
    "preconcurrency", "objc", "available", "discardableResult", "inlinable",
  ]
}

/// A call an initializer makes: callee text (`self.init`, `NavigationLink`) and labels.
public struct ForwardedCall: Sendable, Hashable {
  public var callee: String
  public var labels: [String]

  public init(callee: String, labels: [String]) {
    self.callee = callee
    self.labels = labels
  }
}

/// The declarations of one file, as the semantic index records them.
public struct FileDeclarations: Sendable, Hashable {
  public var path: String
  public var module: String
  /// Type declarations and extensions, in file order (an extension has kind `.extension`).
  public var types: [TypeInfo]
  /// Members of types and extensions, and top-level functions and variables
  /// (`containingType == nil`).
  public var members: [MemberInfo]

  public init(path: String, module: String = "", types: [TypeInfo], members: [MemberInfo]) {
    self.path = path
    self.module = module
    self.types = types
    self.members = members
  }

  /// Reads the declarations of `file`: one visit of its type, extension and top-level
  /// declarations and their members (bodies are not walked, except a view-building one's
  /// top-level statements and an initializer's calls).
  public init(file: SourceFile, path: String, module: String = "") {
    var scanner = DeclarationScanner(file: file, path: path, module: module)
    scanner.scan(children: file.root.index, in: nil, defaultAccess: .internal)
    self.init(path: path, module: module, types: scanner.types, members: scanner.members)
  }
}

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
