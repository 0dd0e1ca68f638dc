import MigrationKit
import SwiftCST

/// One call of a modifier by name, for the migrations that replace a deprecated modifier:
/// `receiver.name(…)`, or `.name(…)` heading a postfix `#if` clause
/// (`Text("a")⏎#if os(iOS)⏎.name(…)⏎#endif`). A plain call `name(…)`, an implicit member
/// elsewhere (`let m: M = .name(…)`), a property (`layer.cornerRadius = 8`) and an argument
/// label (`Card(cornerRadius: 8)`) are not modifier calls.
struct ModifierCallSite {
  let call: FunctionCall
  let access: MemberAccess
  /// The expression the modifier applies to (for a postfix `#if` element, the one before `#if`).
  let receiver: Syntax
  /// The argument labels as the call writes them, `_` for none.
  var labels: [String]

  /// Nil unless `node` calls `name` as a modifier with a parenthesised argument list, no
  /// trailing closure and no `#if` among its arguments. With a `trailingClosureLabel`, the
  /// call must instead end in one unlabelled trailing closure (its parentheses are optional),
  /// which `labels` lists under that label (`onAppear { … }`: `["perform"]`).
  init?(_ node: Syntax, named name: String, trailingClosureLabel: String? = nil) {
    guard let call = FunctionCall(node), let access = call.memberAccess, access.name == name,
      call.labeledTrailingClosures.isEmpty,
      call.argumentList?.descendants(.ifConfigDecl).isEmpty ?? true
    else { return nil }
    if trailingClosureLabel == nil {
      guard call.argumentList != nil, call.trailingClosure == nil else { return nil }
    } else {
      guard call.trailingClosure != nil else { return nil }
    }
    if let base = access.base {
      receiver = base
    } else if let before = Self.postfixIfConfigReceiver(ofChainHead: node) {
      receiver = before
    } else {
      return nil
    }
    self.call = call
    self.access = access
    labels = call.arguments.map { $0.label ?? "_" } + (trailingClosureLabel.map { [$0] } ?? [])
  }

  /// For `.name(…)` after the first modifier of a postfix `#if` clause
  /// (`X⏎#if os(iOS)⏎.a().name(…)⏎#endif`), the expression before the `#if` (`X`): the
  /// modifier applies to it as well as to `receiver` (`.a()`), which holds only the clause's
  /// modifiers before it. Nil for any other call.
  var receiverBeforeIfConfig: Syntax? {
    access.base == nil ? nil : Self.postfixIfConfigReceiver(ofChainHead: call.node)
  }

  /// For `.name(…)` starting the chain of a postfix `#if` clause (`.a().b()`), the expression
  /// before the `#if`. Walked from a later modifier of the clause's chain, the same.
  private static func postfixIfConfigReceiver(ofChainHead head: Syntax) -> Syntax? {
    var current = head
    while let parent = current.parent, MemberAccess(parent)?.base == current {
      current = parent
      if let grand = parent.parent, FunctionCall(grand)?.callee == parent { current = grand }
    }
    guard let clause = current.parent, clause.kind == .ifConfigClause,
      let postfix = clause.parent?.parent, postfix.kind == .postfixIfConfigExpr
    else { return nil }
    return postfix.firstChild
  }

  /// From the dot to the end of the call: where findings point (so a suppression comment
  /// on the modifier's line applies).
  var range: Range<Int> { access.dotToken.range.lowerBound..<call.node.range.upperBound }

  /// The whole chain this call is part of, walking out through later modifiers and postfix
  /// `#if` blocks, with the names of the modifiers applied after this one.
  var chain: (outermost: Syntax, laterModifiers: [String]) {
    var current = call.node
    var later: [String] = []
    while let parent = current.parent {
      if let access = MemberAccess(parent), access.base == current {
        later.append(access.name)
        current = parent
        if let grand = parent.parent, FunctionCall(grand)?.callee == parent { current = grand }
      } else if parent.kind == .ifConfigClause, let postfix = parent.parent?.parent,
        postfix.kind == .postfixIfConfigExpr
      {
        current = postfix
      } else if parent.kind == .postfixIfConfigExpr || parent.kind == .optionalChainingExpr
        || parent.kind == .forceUnwrapExpr
      {
        current = parent
      } else {
        break
      }
    }
    return (current, later)
  }

  /// The leftmost name of the receiver: `Text` for `Text("a").bold()`, `theme` for
  /// `theme.card`, `self`; nil when it starts with an implicit member or a literal.
  var receiverRootName: String? { receiver.leftmostName }

  /// The file imports `module` (`import WidgetKit`).
  static func imports(_ module: String, in file: SourceFile) -> Bool {
    file.nodes(.importDecl).contains { node in
      node.tokens.dropFirst().contains { $0.text == module }
    }
  }
}

/// Methods the project declares with a modifier's name and a signature a modifier call could
/// reach (`struct Theme { func foregroundColor(_ c: Color) -> Theme }`). A call on such a type
/// is left alone; a call whose receiver cannot be told apart gets a diagnostic.
struct ProjectMethods {
  /// SwiftUI types a view can be: a declaration on one of these may catch any modifier call.
  private static let viewTypes: Set<String> = [
    "View", "Text", "Shape", "InsettableShape", "Image", "Color", "Label", "Button", "TextField",
    "SecureField", "TextEditor", "ModifiedContent",
  ]

  /// The facts for the index pass: one per declaration of `name` inside a type or extension,
  /// `Type<TAB>label label?…` (`?` marks a parameter with a default value, `#` before it one
  /// whose type no number literal can be: `cornerRadius(_ keyPath: KeyPath<…>)` takes no `4`,
  /// and `%` one whose type no SwiftUI Color can be: `foregroundColor(_ c: UIColor?)`; a
  /// parameter of a named type that may be the run's is `label:Type`, `_:AppRadius`, whose
  /// declaration tells whether a number literal can be one, see `admitsNoNumber`);
  /// `Type private…` when only its file can call it (it, or its type, is `private` or
  /// `fileprivate`).
  static func facts(named name: String, key: String, in file: SourceFile) -> [ProjectFact] {
    // Asked of every file for each of thirteen names; a third of the files declare no
    // function at all, told by the kind's bucket without looking a name up (each look-up
    // takes the file's table lock and hashes the name).
    guard file.containsNodes(.functionDecl) else { return [] }
    return file.functionDeclarations(named: name).compactMap { function in
      let node = function.node
      guard
        let owner = node.ancestor(
          .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl
        ).flatMap(TypeDeclaration.init)
      else { return nil }
      // Generic parameters a parameter's type may name (`func cornerRadius<R>(_ r: R)`).
      let generic = [node, owner.node].flatMap { declaration in
        declaration.child(.genericParameterClause)?.children(.genericParameter).map {
          GenericParameter($0).name
        } ?? []
      }
      let parameters = function.parameters.map { parameter in
        let takesNoNumber = Self.takesNoNumber(parameter.type)
        let takesNoColour = Self.takesNoColour(parameter.type)
        // A colour class is none of the run's types.
        let named =
          takesNoNumber || takesNoColour ? nil : Self.namedType(parameter.type, generic: generic)
        return (parameter.firstName ?? "_") + (named.map { ":" + $0 } ?? "")
          + (takesNoNumber ? "#" : "") + (takesNoColour ? "%" : "")
          + (parameter.defaultValue == nil ? "" : "?")
      }
      let isFilePrivate = [function.header, owner.header].contains { header in
        header.hasModifier("private") || header.hasModifier("fileprivate")
      }
      let isInternal = !isFilePrivate && Self.isInternal(function.header, owner: owner)
      let platforms = node.ifConfigPlatforms
      let only =
        platforms.count == Platform.allCases.count
        ? "" : Self.platformsMark + platforms.map(\.rawValue).joined(separator: ",")
      let isStatic = function.header.hasModifier("static") || function.header.hasModifier("class")
      let type =
        owner.name + only
        + (isFilePrivate ? Self.filePrivateMark : isInternal ? Self.internalMark : "")
        + (isStatic ? Self.staticMark : "")
      return ProjectFact(key: key, value: ([type] + parameters).joined(separator: "\t"))
    }
  }

  /// Marks, last after the type's name, a `static` or `class` method: a type name or an
  /// implicit member reaches it, never a modifier called on a view.
  private static let staticMark = " static"
  /// Marks, after the type's name, a method only its own file can call.
  private static let filePrivateMark = " private"
  /// Marks, after the type's name, a method only its own module can call (or one that
  /// imports it as testable).
  private static let internalMark = " internal"

  /// Whether a method is internal: no `public`, `open` or `package` on it (nor, for a
  /// member of an extension or protocol with no modifier of its own, on the extension or
  /// protocol), or its type declaration has none. A nested type's outer types are not read
  /// (one that is internal makes it more hidden, never less).
  private static func isInternal(_ function: DeclarationHeader, owner: TypeDeclaration) -> Bool {
    let exported = { (header: DeclarationHeader) in
      ["public", "open", "package"].contains { header.hasModifier($0) }
    }
    let levels = ["public", "open", "package", "internal", "fileprivate", "private"]
    let writesLevel = levels.contains { function.hasModifier($0) }
    let container = owner.node.kind == .extensionDecl || owner.node.kind == .protocolDecl
    if container { return !(exported(function) || (!writesLevel && exported(owner.header))) }
    return !(exported(function) && exported(owner.header))
  }
  /// Marks, after the type's name, the platforms a method inside `#if` is compiled for
  /// (` only:macOS` for a shim in `#if os(macOS)`).
  private static let platformsMark = " only:"

  /// Keeps the index and reads it only when a call is judged, so a file with no candidate
  /// call never consults it (the engine then rewrites the file in its first pass). `path`:
  /// the file of the calls, which methods private to another file cannot be.
  init(_ index: ProjectIndex, key: String, path: String? = nil) {
    self.index = index
    self.key = key
    self.path = path
  }

  private let index: ProjectIndex
  private let key: String
  private let path: String?

  /// Types that declare the method (an extension's extended type), without a `SwiftUI.` prefix.
  /// Read from the facts once per run, not for each call judged: on a run of several apps one
  /// declaring the method, every call of the name is judged, and reading the facts again for
  /// each cost more than the judging.
  private var declarations: [Declaration] {
    index.derived("project-methods", fromFactsFor: key, Self.declarations(in:))
  }

  /// A type that declares the method, the method's parameters there, the file that alone
  /// can call it when it is file-private, and the platforms it is compiled for when an `#if`
  /// limits them.
  private typealias Declaration = (
    type: String, parameters: [Parameter], privateTo: String?, platforms: Set<Platform>?,
    internalTo: String?, isStatic: Bool
  )

  private static func declarations(in facts: [ProjectFact]) -> [Declaration] {
    facts.compactMap { fact in
      let parts = fact.value.split(separator: "\t", omittingEmptySubsequences: false).map(
        String.init)
      guard var type = parts.first else { return nil }
      let isStatic = type.hasSuffix(Self.staticMark)
      if isStatic { type.removeLast(Self.staticMark.count) }
      var privateTo: String?
      var internalTo: String?
      if type.hasSuffix(Self.filePrivateMark) {
        type.removeLast(Self.filePrivateMark.count)
        privateTo = fact.path
      } else if type.hasSuffix(Self.internalMark) {
        type.removeLast(Self.internalMark.count)
        internalTo = fact.path
      }
      var platforms: Set<Platform>?
      if let mark = type.range(of: Self.platformsMark) {
        platforms = Set(
          type[mark.upperBound...].split(separator: ",").compactMap {
            Platform(rawValue: String($0))
          })
        type = String(type[..<mark.lowerBound])
      }
      let parameters = parts.dropFirst().map { part in
        var label = Substring(part)
        let hasDefault = label.hasSuffix("?")
        if hasDefault { label = label.dropLast() }
        let takesNoColour = label.hasSuffix("%")
        if takesNoColour { label = label.dropLast() }
        let takesNoNumber = label.hasSuffix("#")
        if takesNoNumber { label = label.dropLast() }
        var typeName: String?
        if let colon = label.firstIndex(of: ":") {
          typeName = String(label[label.index(after: colon)...])
          label = label[..<colon]
        }
        return Parameter(
          label: String(label), hasDefault: hasDefault, takesNoNumber: takesNoNumber,
          takesNoColour: takesNoColour, typeName: typeName)
      }
      return (
        type.hasPrefix("SwiftUI.") ? String(type.dropFirst(8)) : type, parameters, privateTo,
        platforms, internalTo, isStatic
      )
    }
  }

  /// A declared parameter as the facts record it.
  struct Parameter {
    var label: String
    var hasDefault: Bool
    /// Its type is one no number literal can be (a key path, a proxy, a string, a closure…).
    var takesNoNumber = false
    /// Its type is one no SwiftUI Color can be passed as (a UIColor, an NSColor…).
    var takesNoColour = false
    /// Its type's name when that may be a type of the run (`AppRadius`): whether a number
    /// literal can be one is asked of the semantic index (`admitsNoNumber`).
    var typeName: String? = nil
  }

  /// Types a SwiftUI `Color` (a struct, which converts to none of them) cannot be passed as,
  /// optional or not: the platform colour classes a modifier-like method of a project takes
  /// (`func foregroundColor(_ color: UIColor?) -> Avatar`).
  static func takesNoColour(_ type: Syntax?) -> Bool {
    guard let text = type?.text.filter({ !$0.isWhitespace }), !text.isEmpty else {
      return false
    }
    let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    guard
      name.count == text.count || text.dropFirst(name.count).allSatisfy({ $0 == "?" || $0 == "!" })
    else { return false }
    return Self.nonColourTypes.contains(String(name))
  }

  private static let nonColourTypes: Set<String> = ["UIColor", "NSColor", "CGColor", "CIColor"]

  /// Types a number literal (`4`, `0.5`) cannot be: their first name, and closure, tuple,
  /// array and dictionary types (`(…) -> …`, `(…)`, `[…]`).
  static func takesNoNumber(_ type: Syntax?) -> Bool {
    guard let text = type?.text.filter({ !$0.isWhitespace }), let first = text.first else {
      return false
    }
    if first == "(" || first == "[" || first == "@" || text.contains("->") { return true }
    let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return Self.nonNumericTypes.contains(String(name))
  }

  private static let nonNumericTypes: Set<String> = [
    "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath",
    "GeometryProxy", "String", "Substring", "Bool", "Binding", "Color", "Text", "Image",
    "Font", "Alignment", "UnitPoint", "Edge", "Angle", "ShapeStyle", "Shape",
  ]

  enum Verdict: Equatable {
    /// No project method can take this call: it is SwiftUI's modifier.
    case swiftUI
    /// The receiver is a type that declares the method: not SwiftUI's.
    case project
    /// Could be either; the types that declare it.
    case unsure(String)
  }

  /// With a resolver (`makeResolver`, called only once a project method of the name may take
  /// the call), a receiver of known type decides: the type that declares the method
  /// calls it; another type calls SwiftUI's unless a view protocol declares it too.
  /// `compiling`: the platforms that compile the call (nil: not known); a method that an
  /// `#if` compiles for none of them (a macOS shim, for a call in `#if os(iOS)` or in an
  /// iOS-only module) is none it can reach.
  func verdict(
    for site: ModifierCallSite, resolver makeResolver: () -> Resolver? = { nil },
    compiling: [Platform]? = nil
  ) -> Verdict {
    // Most projects declare no method of the name: then no argument's text is read.
    var declared = declarations
    // A method private to another file is none this call can reach (copied only then).
    if declared.contains(where: { $0.privateTo != nil }) {
      declared.removeAll { $0.privateTo != nil && $0.privateTo != path }
    }
    if let compiling, !compiling.isEmpty, declared.contains(where: { $0.platforms != nil }) {
      declared.removeAll { $0.platforms?.isDisjoint(with: compiling) ?? false }
    }
    // An internal method of another module is none this call can reach (unless the file's
    // module imports that one as testable), as the semantic index tells.
    if declared.contains(where: { $0.internalTo != nil }) {
      let semantic = index.semantic
      declared.removeAll { declaration in
        guard let file = declaration.internalTo else { return false }
        return !semantic.sees(declarationAt: file, access: .internal)
      }
    }
    // A static method is none a call on a value reaches: a modifier applied to a call's
    // result (`image.renderingMode(.template).foregroundColor(c)`, `Text("a").bold()…`).
    if declared.contains(where: \.isStatic), Self.isValue(site.receiver) {
      declared.removeAll(where: \.isStatic)
    }
    guard !declared.isEmpty else { return .swiftUI }
    // Made here, where a project method may take the call (most calls never get this far).
    let resolver = makeResolver()
    let numbers = site.call.arguments.map { Self.isNumberLiteral($0.expression) }
    // A parameter of a type of the run that no number literal can be (`enum AppRadius`
    // without `ExpressibleByIntegerLiteral`) takes no `8`: asked only for a literal argument
    // and a method with such a parameter.
    if numbers.contains(true),
      declared.contains(where: { $0.parameters.contains { $0.typeName != nil } })
    {
      let semantic = index.semantic
      for position in declared.indices {
        for parameter in declared[position].parameters.indices {
          guard let name = declared[position].parameters[parameter].typeName,
            Self.admitsNoNumber(name, inside: declared[position].type, semantic: semantic)
          else { continue }
          declared[position].parameters[parameter].takesNoNumber = true
        }
      }
    }
    // A SwiftUI Color passed where the project's method takes a UIColor (as FluentUI's
    // `Avatar.foregroundColor(_: UIColor?)`) cannot reach it: asked only when such a method is.
    // A Color of the run's own (`typealias Color = UIColor`) is no SwiftUI Color.
    var colours: [Bool] = []
    if let resolver,
      declared.contains(where: { $0.parameters.contains(where: \.takesNoColour) }),
      index.semantic.type(named: "Color").map({ $0.kind == .extension }) ?? true
    {
      colours = site.call.arguments.map { argument in
        guard let expression = argument.expression,
          let type = resolver.type(of: expression)?.name
        else { return false }
        return type == "Color" || type == "SwiftUI.Color"
      }
    }
    let types = declared.filter {
      Self.accepts($0.parameters, site.labels, numbers: numbers, colours: colours)
    }
    .map(\.type)
    guard !types.isEmpty else { return .swiftUI }
    if let resolver, let type = resolver.type(of: site.receiver), !type.isOptional,
      let name = type.name
    {
      if types.contains(name) { return .project }
      if !types.contains(where: Self.viewTypes.contains) { return .swiftUI }
    }
    let names = Array(Set(types)).sorted().joined(separator: ", ")
    let root = site.receiverRootName
    if let root, types.contains(root) { return .project }
    if types.contains(where: Self.viewTypes.contains) { return .unsure(names) }
    if let first = root?.first, first.isUppercase { return .swiftUI }
    return .unsure(names)
  }

  /// Whether `receiver` is a value, never a type: a call of a method on something
  /// (`x.padding()`) or of an initializer (`Text("a")`), not `type(of: x)`, whose result is
  /// a metatype. Other receivers (`Style`, `style`, `$0`) may name a type or hold a metatype.
  static func isValue(_ receiver: Syntax) -> Bool {
    guard let call = FunctionCall(receiver) else { return false }
    if let access = call.memberAccess { return access.base != nil }
    guard call.callee.kind == .declReferenceExpr, let name = call.callee.firstToken?.text
    else { return false }
    return name.first?.isUppercase == true
  }

  /// Whether a function with these parameters takes a call with these labels (`numbers`:
  /// which arguments are number literals, which a parameter that takes no number rejects;
  /// `colours`: which are SwiftUI Colors, which a parameter that takes no Color rejects).
  static func accepts(
    _ parameters: [Parameter], _ labels: [String], numbers: [Bool] = [], colours: [Bool] = []
  ) -> Bool {
    var position = 0
    for parameter in parameters {
      if position < labels.count && labels[position] == parameter.label {
        if parameter.takesNoNumber && position < numbers.count && numbers[position] {
          return false
        }
        if parameter.takesNoColour && position < colours.count && colours[position] {
          return false
        }
        position += 1
      } else if !parameter.hasDefault {
        return false
      }
    }
    return position == labels.count
  }

  /// `4`, `-0.5`, `1_000`: an integer or floating-point literal, possibly negated.
  static func isNumberLiteral(_ expression: Syntax?) -> Bool {
    // An expression that starts with an ASCII byte other than a blank, `-` or a digit is
    // none (a closure or a call, whose whole text would be read below).
    if let expression, let first = expression.file.bytes[expression.range].first, first < 0x80,
      first != UInt8(ascii: "-"), !(48...57).contains(first), first != 32, first != 9,
      first != 10, first != 11, first != 12, first != 13
    {
      return false
    }
    guard var text = expression?.text.filter({ !$0.isWhitespace }), !text.isEmpty else {
      return false
    }
    if text.first == "-" { text.removeFirst() }
    guard let first = text.first, first.isNumber else { return false }
    return text.allSatisfy { $0.isNumber || $0 == "." || $0 == "_" || $0 == "e" || $0 == "x" }
  }
}

/// `[.iOS: 17.0, .macOS: 14.0, …]` for `DeploymentTargets.allAtLeast(_:)`.
func minimumVersions(iOS: String, macOS: String?, tvOS: String?, watchOS: String?) -> [Platform:
  OSVersion]
{
  var versions: [Platform: OSVersion] = [.iOS: OSVersion(iOS)!]
  if let macOS { versions[.macOS] = OSVersion(macOS)! }
  if let tvOS { versions[.tvOS] = OSVersion(tvOS)! }
  if let watchOS { versions[.watchOS] = OSVersion(watchOS)! }
  return versions
}
