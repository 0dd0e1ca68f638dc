import MigrationKit
import SwiftCST

/// The class of an object whose type the index pass cannot tell from its own file: a chain
/// of member reads from a known type (`SessionRestore.shared`, `viewModel` of the enclosing
/// type declared in another file's extension, `services.session()`). Recorded as a fact and
/// answered from the complete semantic index, by the same walk in every file, so the
/// decision about a class and the edit of the use agree.
struct ObservableTypeQuery: Hashable, Sendable {
  /// The type the chain starts from, as written.
  var start: String
  /// Member names read in turn (a function's result type for a call; `detail#0` for the
  /// first payload of the enum case `detail`, a name a case pattern binds).
  var members: [String]
  /// The qualified type `start` is written in (empty at top level or when `start` is
  /// qualified already).
  var scope = ""
  /// `start` is a type written without generic arguments that the asking file does not
  /// declare as a generic parameter or associated type: when the run declares nothing of
  /// that name, the chain starts in another module (see `startsOutsideTheRun`).
  var mayStartOutside = false

  /// Between a case name and a payload position in `members` (`detail#0`).
  static let payloadMark: Character = "#"
  /// Before a first member written as a bare name (`~holder`), which Swift looks up in the
  /// type, then its outer types, then at top level.
  static let bareMark: Character = "~"

  /// Before `start` in `encoded` when `mayStartOutside`.
  static let outsideMark: Character = "@"
  /// Before a step `^configure@Scope`: the value passed, unlabelled and first, to a call of
  /// the bare name `configure` written in `Scope`, which keeps its type when that name is a
  /// top-level function returning that argument (`returnsArgument`).
  static let passMark: Character = "^"

  var encoded: String {
    (scope.isEmpty ? "" : scope + ":") + (mayStartOutside ? String(Self.outsideMark) : "")
      + ([start] + members).joined(separator: " ")
  }

  init(start: String, members: [String], scope: String = "", mayStartOutside: Bool = false) {
    self.start = start
    self.members = members
    self.scope = scope
    self.mayStartOutside = mayStartOutside
  }

  init?(encoded: String) {
    var text = Substring(encoded)
    if let colon = text.firstIndex(of: ":") {
      scope = String(text[..<colon])
      text = text[text.index(after: colon)...]
    }
    if text.first == Self.outsideMark {
      mayStartOutside = true
      text = text.dropFirst()
    }
    let parts = text.split(separator: " ").map(String.init)
    guard !parts.isEmpty else { return nil }
    start = parts[0]
    members = Array(parts.dropFirst())
  }

  /// Whether the chain starts from a type of another module: `mayStartOutside`, and the
  /// run declares no type (nor extension), top-level value, typealias, generic parameter
  /// or associated type (`isRunName`) of that name. Such a type's members cannot give a class of the run (a package's
  /// `UpdateChecker.shared`), so the chain names none, where no answer means any.
  func startsOutsideTheRun(in semantic: SemanticIndex, isRunName: (String) -> Bool) -> Bool {
    guard mayStartOutside, start != "Self", !start.contains("."), !isRunName(start),
      members.first?.first != Self.bareMark
    else { return false }
    guard case .undeclared = semantic.lookUpType(named: start, inside: scope.isEmpty ? nil : scope)
    else { return false }
    return semantic.topLevel(named: start).isEmpty
  }

  /// Whether a type is written as a name alone (`Updater`, `Kit.Updater`): not
  /// `Box<Model>`, `[Model]`, `(Model, Int)`, `any Store`, whose members may give a class
  /// of the run.
  static func isPlain(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }

  /// Whether the file of `node` declares `name` as a generic parameter or an associated
  /// type (a placeholder for some type, maybe one of the run).
  static func isPlaceholder(_ name: String, near node: Syntax) -> Bool {
    placeholders(in: node.file).contains(name)
  }

  /// The names a file declares as generic parameters or associated types. An extension
  /// in another file names them too (`model.store` with `Model` a generic parameter of the
  /// extended type): the run's are recorded as facts, and none starts outside the run.
  static func placeholders(in file: SourceFile) -> Set<String> {
    let raw = file.rawTree
    var names: Set<String> = []
    // The two kinds one after the other (no array of them made for every file), their own
    // tokens read by index (no array of tokens per declaration). `names` is passed, not
    // captured: a captured variable is accessed with run-time exclusivity checks.
    func insertNames(of kind: SyntaxKind, into names: inout Set<String>) {
      for declaration in raw.nodes(kind) {
        raw.syntax(declaration).forEachOwnToken { token in
          if raw.tokenKind(Int32(token)) == .identifier {
            names.insert(raw.token(Int32(token)).text)
          }
          return true
        }
      }
    }
    insertNames(of: .genericParameter, into: &names)
    insertNames(of: .associatedtypeDecl, into: &names)
    return names
  }

  /// The query for `expression`, built with the file's own `resolver`; nil when there is
  /// no chain to follow (a closure parameter other than a sheet's item, an arbitrary call).
  /// `initializer` gives the value a binding of this file is initialised with, by the
  /// offset of its name, for a local or property declared without a type (`let model =
  /// Store.shared`).
  static func of(
    _ expression: Syntax, resolver: Resolver, initializer: (Int) -> Syntax?, depth: Int = 0
  ) -> ObservableTypeQuery? {
    guard depth < 6 else { return nil }
    // Names written here are looked up from the type around the expression.
    // `plain`: written as a name alone, without generic arguments, `[…]` or `any`.
    func written(_ name: String, plain: Bool = true) -> ObservableTypeQuery {
      ObservableTypeQuery(
        start: name, members: [], scope: resolver.enclosingTypeName(of: expression) ?? "",
        mayStartOutside: plain && !isPlaceholder(name, near: expression))
    }
    // `depth` counts the jumps to a value written elsewhere (an initializer, a case's
    // subject), which could lead back to themselves; a step into a part of the expression
    // (`a?.b` to `a?`, `a?` to `a`) always ends, so a long optional chain is read whole.
    func inner(_ node: Syntax, jumps: Bool = true) -> ObservableTypeQuery? {
      if let name = ObservableNames.constructedTypeName(of: node) {
        return written(name, plain: FunctionCall(node).map { isPlain($0.callee.text) } ?? false)
      }
      return of(node, resolver: resolver, initializer: initializer, depth: depth + (jumps ? 1 : 0))
    }
    // A binding's value: `$model.editing` read as `model.editing` (a member of a projected
    // value is a binding to the wrapped value's member). Nil for a `$` local, `$0`, or
    // anything but member reads.
    func projected(_ binding: Syntax) -> ObservableTypeQuery? {
      if let access = MemberAccess(binding), let base = access.base {
        guard var query = projected(base) else { return nil }
        query.members.append(access.name)
        return query
      }
      guard binding.kind == .declReferenceExpr, let text = binding.firstToken?.text,
        text.first == "$", let first = text.dropFirst().first, first.isLetter || first == "_"
      else { return nil }
      let name = String(text.dropFirst())
      guard resolver.local(named: name, at: binding) == nil,
        let owner = resolver.enclosingTypeName(of: binding)
      else { return nil }
      if case .member(let member) = resolver.resolve(name: name, at: binding), member.type == nil,
        let value = initializer(member.offset)
      {
        return inner(value)
      }
      return ObservableTypeQuery(start: owner, members: [String(Self.bareMark) + name])
    }
    switch expression.kind {
    case .declReferenceExpr:
      guard let name = expression.firstToken?.text, name != "self" else { return nil }
      if let local = resolver.local(named: name, at: expression) {
        if let type = local.type?.unwrapped, let name = type.name {
          return written(name, plain: isPlain(type.text))
        }
        // `case .detail(let model)`: the payload of the matched value's case.
        if let path = resolver.casePayloadPath(of: local, at: expression) {
          guard var query = inner(path.subject) else { return nil }
          query.members += path.steps.map { "\($0.caseName)\(Self.payloadMark)\($0.position)" }
          return query
        }
        // `guard let coordinator = Coordinator.shared`: the value unwrapped.
        if let value = resolver.optionalBindingValue(of: local, in: expression.file) {
          return inner(value)
        }
        // `.sheet(item: $model.editing) { profile in … }`: the binding's value, unwrapped.
        if local.kind == .closureParameter,
          let binding = resolver.presentedItemBinding(of: expression)
        {
          return projected(binding)
        }
        return local.kind == .variable ? initializer(local.offset).flatMap { inner($0) } : nil
      }
      if case .member(let member) = resolver.resolve(expression), member.type == nil,
        let value = initializer(member.offset)
      {
        return inner(value)
      }
      guard let owner = resolver.enclosingTypeName(of: expression) else { return nil }
      // A bare name: a member of the type (or an outer one), else a top-level value.
      return ObservableTypeQuery(start: owner, members: [String(Self.bareMark) + name])
    case .memberAccessExpr:
      guard let access = MemberAccess(expression), let base = access.base else { return nil }
      if base.firstToken?.kind == .kwSelf, base.tokenIndices.count == 1,
        let owner = resolver.enclosingTypeName(of: expression)
      {
        return ObservableTypeQuery(start: owner, members: [access.name])
      }
      if base.kind == .declReferenceExpr, let name = base.firstToken?.text,
        ObservableNames.startsUppercase(name), resolver.local(named: name, at: base) == nil
      {
        var query = written(name)
        query.members = [access.name]
        return query
      }
      if let type = resolver.type(of: base)?.unwrapped, let name = type.name {
        return ObservableTypeQuery(
          start: name, members: [access.name],
          mayStartOutside: isPlain(type.text) && !isPlaceholder(name, near: expression))
      }
      guard var query = inner(base, jumps: false) else { return nil }
      query.members.append(access.name)
      return query
    case .functionCallExpr:
      // `Factory.make(kind: k)`: the result of the method the chain names (its overloads
      // must agree on it, see `follow`).
      guard let call = FunctionCall(expression) else { return nil }
      // `{ let c = Coordinator(); return c.queue }()`: the closure's result.
      switch CalledClosureResult(of: call) {
      case .written(let type):
        let text = TypeReference(text: type.compactText)
        return text.name.map { written($0, plain: isPlain(text.text)) }
      case .value(let value): return inner(value)
      case nil: break
      }
      // `configure(AppState()) { … }`: the argument, when `configure` returns it.
      if call.callee.kind == .declReferenceExpr, let name = call.callee.firstToken?.text,
        resolver.local(named: name, at: call.callee) == nil,
        let first = call.arguments.first, first.label == nil, let value = first.expression,
        var query = inner(value)
      {
        let scope = resolver.enclosingTypeName(of: expression) ?? ""
        query.members.append(String(Self.passMark) + name + "@" + scope)
        return query
      }
      // `fetchRecord(id: id)`: the result of a function the bare name calls, a method of
      // the type around it or of an outer one, else a top-level function (`answer`).
      if call.callee.kind == .declReferenceExpr, let name = call.callee.firstToken?.text,
        !ObservableNames.startsUppercase(name), resolver.local(named: name, at: call.callee) == nil
      {
        if let owner = resolver.enclosingTypeName(of: expression) {
          return ObservableTypeQuery(start: owner, members: [String(Self.bareMark) + name])
        }
        return ObservableTypeQuery(start: String(Self.bareMark) + name, members: [])
      }
      guard call.trailingClosure == nil, call.callee.kind == .memberAccessExpr else { return nil }
      return inner(call.callee, jumps: false)
    case .optionalChainingExpr, .forceUnwrapExpr:
      // `files?.manager`, `files!.manager`: the step unwrapped, as `answer` reads optional
      // steps through.
      return expression.firstChild.flatMap { inner($0, jumps: false) }
    default:
      return nil
    }
  }

  /// The qualified name of the class at the end of the chain, or nil when a step is not
  /// declared in the run. Each type is named as Swift looks it up where it is written
  /// (`ViewModel` in `HistoryView` is `HistoryView.ViewModel`); a name declared twice (in
  /// two targets read as one module) names both, as the classes of one qualified name are
  /// decided together. A
  /// chain that starts from a top-level variable (`Current.kiosk`) starts from its type.
  /// Optional steps are read through: code without `?` that compiles reads an implicitly
  /// unwrapped optional there.
  func answer(in semantic: SemanticIndex) -> String? {
    func named(_ name: String, inside scope: String?) -> String {
      switch semantic.lookUpType(named: name, inside: scope) {
      case .declared(let qualified):
        // A typealias is followed by this migration's own alias table, by the name written.
        return semantic.type(named: qualified)?.kind == .typealias ? name : qualified
      case .ambiguous(let qualified): return qualified
      case .undeclared: return name
      }
    }
    // Types the declarations do not write (an initial value's, a protocol extension's
    // member) are the shared resolver's.
    let resolver = Resolver(index: semantic)
    // `~fetchRecord`: a call of a top-level function, written outside any type.
    if start.first == Self.bareMark {
      guard
        let result = Self.functionResult(
          of: semantic.topLevel(named: String(start.dropFirst())), named: named)
      else { return nil }
      return Self.follow(members[...], from: result, in: semantic, resolver: resolver, named: named)
    }
    var type = named(start, inside: scope.isEmpty ? nil : scope)
    if semantic.type(named: type) == nil {
      let variables = semantic.topLevel(named: start)
      if let variable = variables.first(where: { $0.type != nil }),
        let name = variable.type?.unwrapped.name
      {
        type = named(name, inside: nil)
      } else if variables.count == 1,
        let name = resolver.valueType(ofDeclared: variables[0])?.unwrapped.name
      {
        type = name
      }
    }
    var members = self.members[...]
    if let first = members.first, first.first == Self.bareMark {
      let name = String(first.dropFirst())
      switch Self.owner(ofBareName: name, from: type, in: semantic) {
      case .member(let owner):
        type = owner
        members[members.startIndex] = name
      case .unknown: return nil
      case .topLevel:
        // Not a member of the types around it: a top-level value's type.
        let values = semantic.topLevel(named: name)
        if let result = Self.functionResult(of: values, named: named) {
          return Self.follow(
            members.dropFirst(), from: result, in: semantic, resolver: resolver, named: named)
        }
        guard values.count == 1, values[0].kind != .function else { return nil }
        if let valueType = values[0].type?.unwrapped.name {
          type = named(valueType, inside: nil)
        } else if let valueType = resolver.valueType(ofDeclared: values[0])?.unwrapped.name {
          type = valueType
        } else {
          return nil
        }
        return Self.follow(
          members.dropFirst(), from: type, in: semantic, resolver: resolver, named: named)
      }
    }
    return Self.follow(members, from: type, in: semantic, resolver: resolver, named: named)
  }

  /// The type the run's top-level functions of one name return, when they are functions
  /// that all return it (overloads of one result type, not a generic parameter of their
  /// own); nil otherwise.
  private static func functionResult(
    of functions: [MemberInfo], named: (String, String?) -> String
  ) -> String? {
    guard let first = functions.first?.type?.unwrapped.name,
      functions.allSatisfy({
        $0.kind == .function && !$0.returnsOwnGenericParameter
          && $0.type?.unwrapped.name == first
      })
    else { return nil }
    return named(first, nil)
  }

  /// What a bare name written in `type` is.
  private enum BareName {
    /// A member of this type (it or an outer type of it).
    case member(String)
    /// Not a member of any: a top-level name.
    case topLevel
    /// Possibly a member inherited from outside the run.
    case unknown
  }

  /// Swift's look-up of a bare name inside `type`: its members, then its outer types'.
  private static func owner(ofBareName name: String, from type: String, in semantic: SemanticIndex)
    -> BareName
  {
    var scope: String? = type
    while let current = scope {
      if !semantic.members(named: name, in: current).isEmpty { return .member(current) }
      if semantic.mayInheritUnknownMembers(current) { return .unknown }
      scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
    }
    return .topLevel
  }

  /// Whether the call a step `configure@Scope` (after `passMark`) records returns its first
  /// argument: the bare name is no member of `Scope` or its outer types, and every top-level
  /// function of that name returns its first, unlabelled parameter
  /// (`func configure<T>(_ value: T, _ change: (inout T) -> Void) -> T`).
  private static func returnsArgument(_ step: Substring, in semantic: SemanticIndex) -> Bool {
    guard let at = step.firstIndex(of: "@") else { return false }
    let name = String(step[..<at])
    let scope = String(step[step.index(after: at)...])
    // A method of the type it is written in (or of an outer one) would be called instead.
    if !scope.isEmpty {
      guard case .topLevel = owner(ofBareName: name, from: scope, in: semantic) else {
        return false
      }
    }
    let functions = semantic.topLevel(named: name)
    return !functions.isEmpty
      && functions.allSatisfy {
        $0.kind == .function && $0.returnedParameter == 0 && $0.parameterLabels.first == "_"
      }
  }

  /// The chain's member reads from `type`.
  private static func follow(
    _ members: ArraySlice<String>, from start: String, in semantic: SemanticIndex,
    resolver: Resolver, named: (String, String?) -> String
  ) -> String? {
    var type = start
    for member in members {
      if member.first == Self.passMark {
        guard returnsArgument(member.dropFirst(), in: semantic) else { return nil }
        continue
      }
      if let mark = member.firstIndex(of: Self.payloadMark) {
        // `detail#0`: the first payload of the enum case `detail`.
        let cases = semantic.members(named: String(member[..<mark]), in: type).filter {
          $0.kind == .enumCase
        }
        guard cases.count == 1, let position = Int(member[member.index(after: mark)...]),
          cases[0].parameterTypes.indices.contains(position),
          let name = cases[0].parameterTypes[position]?.unwrapped.name
        else { return nil }
        type = named(name, type)
        continue
      }
      let declared = semantic.members(named: member, in: type)
      // Overloads of other result types (`make(kind:)` and `make(name:)`): which one a
      // call reaches is not told here.
      let results = Set(declared.compactMap { $0.type?.unwrapped.name })
      if results.count > 1 { return nil }
      if let found = declared.first(where: { $0.type != nil }),
        let name = found.type?.unwrapped.name
      {
        // A generic parameter (`func resolve<T>(_: T.Type) -> T`, `let model: Model` in
        // `Holder<Model>`) names no type: which class the chain reaches is not told here.
        if declared.contains(where: \.returnsOwnGenericParameter)
          || found.containingType.flatMap({ semantic.type(named: $0) })?.genericParameters
            .contains(name) == true
        {
          return nil
        }
        type = named(name, found.containingType)
      } else if let name = resolver.memberType(member, ofTypeNamed: type)?.unwrapped.name {
        // No written type: an initial value's, or a conformance's member.
        type = name
      } else if declared.isEmpty, semantic.type(named: type + "." + member) != nil {
        // `Settings.General.darkMode`: a type nested in it (also in an extension), whose
        // static members the chain reads next.
        type += "." + member
      } else {
        return nil
      }
    }
    return type
  }
}
