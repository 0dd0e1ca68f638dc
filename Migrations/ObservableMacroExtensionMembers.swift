import MigrationKit
import SwiftCST

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `extension ObservableObject { … }` for observable-macro: a converted class no longer
// conforms to `ObservableObject`, so what breaks is a use of the extension's members on the
// class (`model.relay(…)`, a bare `relay(…)` inside it) or the class passed where a member
// takes an `ObservableObject` (`relay(to: self)` with `to: some ObservableObject` or a
// generic parameter constrained to it). The extension itself blocks nothing.
//
// The members are early facts (`E name shown labels`: the name, the name as shown,
// the labels of the parameters that take an ObservableObject); the uses of their names are
// late facts, restricted to those names (`X key class line query scope`: `key` is the member
// name for a use on an object, `name:label` for an argument; `class` as written in `scope`,
// `-` when unknown, then named by `query` when set).

/// A member of an `extension ObservableObject`.
struct ObservableExtensionMember: Equatable, Sendable {
  var name: String
  /// As shown in a message: `relay(to:keeping:)`, `traceName`.
  var shown: String
  /// The argument labels (`_` for none) of the parameters that take an ObservableObject.
  var objectLabels: [String]

  /// The members of the file's `extension ObservableObject` declarations.
  static func all(in file: SourceFile) -> [ObservableExtensionMember] {
    // The file's extensions first (a look-up in its table of nodes by kind): most files
    // have none, and then need no search of their bytes.
    let raw = file.rawTree
    let extensions = raw.nodes(.extensionDecl)
    guard !extensions.isEmpty, file.containsBytes("ObservableObject") else { return [] }
    return extensions.map(raw.syntax).filter(isObservableObjectExtension).flatMap { node in
      (TypeDeclaration(node)?.members ?? []).flatMap(members(declaredBy:))
    }
  }

  /// Whether `node` is `extension ObservableObject` (or `Combine.ObservableObject`).
  static func isObservableObjectExtension(_ node: Syntax) -> Bool {
    guard node.kind == .extensionDecl, let name = TypeDeclaration(node)?.name else { return false }
    return ObservableNames.lastComponent(name) == "ObservableObject"
  }

  /// Whether `node` is inside an `extension ObservableObject`: whatever it writes there is
  /// about the extended object, which the uses of the members stand for.
  static func isInObservableObjectExtension(_ node: Syntax) -> Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.kind == .extensionDecl { return isObservableObjectExtension(ancestor) }
      current = ancestor.parent
    }
    return false
  }

  private static func members(declaredBy member: Syntax) -> [ObservableExtensionMember] {
    if let variable = VariableDeclaration(member) {
      return variable.bindings.compactMap(\.name).map {
        ObservableExtensionMember(name: $0, shown: $0, objectLabels: [])
      }
    }
    guard member.kind == .functionDecl, let function = FunctionDeclaration(member),
      !function.name.isEmpty
    else { return [] }
    let constrained = constrainedPlaceholders(of: member)
    var labels: [String] = []
    var objectLabels: [String] = []
    for parameter in function.parameters {
      let label = parameter.firstName ?? "_"
      labels.append(label + ":")
      let type = parameter.type?.compactText ?? ""
      let bare = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
      if type.contains("ObservableObject") || constrained.contains(bare) {
        objectLabels.append(label)
      }
    }
    return [
      ObservableExtensionMember(
        name: function.name, shown: function.name + "(" + labels.joined() + ")",
        objectLabels: objectLabels)
    ]
  }

  /// The generic parameters of a function that must be ObservableObjects (`<L: ObservableObject>`,
  /// `where L: ObservableObject`).
  private static func constrainedPlaceholders(of function: Syntax) -> Set<String> {
    var names: Set<String> = []
    for parameter in function.child(.genericParameterClause)?.children(.genericParameter) ?? [] {
      if parameter.text.contains("ObservableObject"),
        let name = parameter.ownTokens.first(where: { $0.kind == .identifier })?.text
      {
        names.insert(name)
      }
    }
    if let clause = function.child(.genericWhereClause) {
      for requirement in clause.children where requirement.text.contains("ObservableObject") {
        if let name = requirement.firstToken?.text { names.insert(name) }
      }
    }
    return names
  }

  /// The names read in a string literal's interpolations (`\(name)`, `\(self.name)`,
  /// `\(model.name.count)`): whether each is read as a member (after a dot) and on `self`.
  static func interpolatedNames(in text: String) -> [(name: String, isMember: Bool, onSelf: Bool)] {
    let bytes = Array(text.utf8)
    var names: [(String, Bool, Bool)] = []
    var index = 0
    // The depth of parentheses inside the interpolation being read (0: outside one).
    var depth = 0
    func isNameByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || byte >= 0x80
        || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if depth == 0 {
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "(")
        {
          depth = 1
          index += 2
        } else {
          index += 1
        }
        continue
      }
      if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
      } else if isNameByte(byte), !(byte >= 48 && byte <= 57),
        index == 0 || !isNameByte(bytes[index - 1])
      {
        var end = index
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        let name = String(decoding: bytes[index..<end], as: UTF8.self)
        let isMember = index > 0 && bytes[index - 1] == UInt8(ascii: ".")
        let onSelf =
          isMember && index >= 5 && Array(bytes[(index - 5)..<(index - 1)]) == Array("self".utf8)
          && (index == 5 || !isNameByte(bytes[index - 6]))
        if name != "self" { names.append((name, isMember, onSelf)) }
        index = end
        continue
      }
      index += 1
    }
    return names
  }
}

extension ObservableMacro {
  /// The names of the run's `extension ObservableObject` members (`E` lines), of its
  /// structs with a parameter constrained to `ObservableObject` (`K` lines) and of its
  /// classes read through a static instance (`staticInstanceClassNames(in:)`).
  public func lateFactScope(in index: ProjectIndex) -> FactScope {
    var names = Set<String>()
    for fact in index.facts(forKey: ObservableVerdicts.key) {
      guard
        FactText.hasLine(
          taggedWithAnyOf: [UInt8(ascii: "E"), UInt8(ascii: "K")], in: fact.value)
      else { continue }
      FactText.forEachLine(of: fact.value) { fields in
        if fields.count > 1 && (fields.field(0, is: "E") || fields.field(0, is: "K")) {
          names.insert(fields[1])
        }
      }
    }
    let classes = Self.staticInstanceClassNames(in: index)
    names.formUnion(classes)
    return FactScope(names: names, marked: classes)
  }

  /// For a file not kept: the names it reads as members or bare names, the only ones its
  /// `X` lines can be about (nothing resolved).
  public func lateFactNames(in file: SourceFile) -> FactNames? {
    let tree = file.rawTree
    // The tokens first, then their texts in one call (`insertIdentifiers`): a generated
    // file has thousands.
    let accesses = tree.nodes(.memberAccessExpr)
    let references = tree.nodes(.declReferenceExpr)
    let types = tree.nodes(.identifierType)
    let memberTypes = tree.nodes(.memberType)
    var tokens: [Int32] = []
    tokens.reserveCapacity(
      accesses.count + references.count + types.count + memberTypes.count)
    for node in accesses { tokens.append(tree.memberNameToken(node)) }
    for node in references { tokens.append(tree.firstToken(node)) }
    // Types, for the uses of generic types (`genericTypeUses`): `Model`, and `Panel` of
    // `Outer.Panel` (its last own identifier; read on the raw tree, as generated code
    // writes thousands of qualified types).
    for node in types { tokens.append(tree.firstToken(node)) }
    // (`lastOwnToken(_:ofKind: .identifier)`, read here over the token kinds: one call per
    // qualified type made a handle and a closure for each.)
    tree.withTokenKinds { kinds in
      for node in memberTypes {
        var found: Int32 = -1
        var cursor = tree.tokens(node).lowerBound
        let end = tree.tokens(node).upperBound
        var child = tree.firstChild(node)
        while true {
          let limit = child >= 0 ? tree.tokens(child).lowerBound : end
          while cursor < limit {
            if kinds[Int(cursor)] == .identifier { found = cursor }
            cursor += 1
          }
          guard child >= 0 else { break }
          cursor = max(cursor, tree.tokens(child).upperBound)
          child = tree.nextSibling(child)
        }
        tokens.append(found)
      }
    }
    var names = FactNames()
    names.insertIdentifiers(tokens, of: tree)
    // A string literal is one token: the names of its interpolations.
    for node in tree.nodes(.stringLiteralExpr) {
      let token = tree.firstToken(node)
      guard token >= 0, tree.textBytes(token).contains(UInt8(ascii: "(")) else { continue }
      for read in ObservableExtensionMember.interpolatedNames(in: tree.token(token).text) {
        names.insert(read.name)
      }
    }
    return names
  }

  public func lateFacts(in file: SourceFile, own: OwnDeclarations, scope: FactScope)
    -> [ProjectFact]
  {
    guard !scope.names.isEmpty else { return [] }
    // Classes read through a static instance (`marked`) are looked for in views only: a
    // scope of nothing else meets no file that imports no SwiftUI, told without a scan of
    // its bytes for each name.
    if scope.marked.count == scope.names.count, !Self.importsSwiftUI(file) { return [] }
    guard scope.mayOccur(in: file) else { return [] }
    return extensionMemberFacts(in: file, scope: scope)
  }

  /// The `X`, `Y` and `I` lines of the file (`ObservableScanner.extensionMemberUses`,
  /// `genericTypeUses`, `staticInstanceReads`), all of them without a scope.
  func extensionMemberFacts(in file: SourceFile, scope: FactScope?) -> [ProjectFact] {
    var scanner = ObservableScanner(file: file, style: { SourceStyle.detect(in: file.bytes) })
    let lines =
      scanner.extensionMemberUses(scope: scope) + scanner.genericTypeUses(scope: scope)
      + scanner.staticInstanceReads(scope: scope)
    guard !lines.isEmpty else { return [] }
    return [
      ProjectFact(
        key: ObservableVerdicts.key,
        value: lines.map { $0.joined(separator: "\t") }.joined(separator: "\n"))
    ]
  }
}

extension ObservableScanner {
  /// The uses of the names in `scope` (every name without one): `x.name`, a bare `name`
  /// inside a class, and the arguments of their calls, as `X` fact lines.
  mutating func extensionMemberUses(scope: FactScope?) -> [[String]] {
    let raw = file.rawTree
    var lines: [[String]] = []
    func inScope(_ token: Int32) -> Bool {
      guard token >= 0, raw.tokenKind(token) == .identifier else { return false }
      return scope?.contains(token: token, in: raw) ?? true
    }
    for node in raw.nodes(.memberAccessExpr) where inScope(raw.memberNameToken(node)) {
      let syntax = raw.syntax(node)
      guard let access = MemberAccess(syntax), let base = access.base,
        !ObservableExtensionMember.isInObservableObjectExtension(syntax)
      else { continue }
      let isSelf = base.firstToken?.kind == .kwSelf && base.tokenIndices.count == 1
      if isSelf {
        guard let owner = enclosingTypeName(of: syntax) else { continue }
        lines.append(["X", access.name, owner, String(line(of: syntax)), "", ""])
      } else if base.firstToken?.kind != .kwSuper {
        lines.append(objectLine(access.name, base, at: syntax))
      }
      lines += argumentLines(access.name, callee: syntax)
    }
    for node in raw.nodes(.declReferenceExpr) where inScope(raw.firstToken(node)) {
      let syntax = raw.syntax(node)
      guard let name = syntax.firstToken?.text,
        resolver.value.local(named: name, at: syntax) == nil,
        !ObservableExtensionMember.isInObservableObjectExtension(syntax),
        let owner = enclosingTypeName(of: syntax)
      else { continue }
      // A bare name in a class (or an extension of one) is a member of `self`.
      lines.append(["X", name, owner, String(line(of: syntax)), "", ""])
      lines += argumentLines(name, callee: syntax)
    }
    // A string literal is one token: its interpolations are read from its text.
    for node in raw.nodes(.stringLiteralExpr) {
      let token = raw.firstToken(node)
      guard token >= 0, raw.textBytes(token).contains(UInt8(ascii: "(")) else { continue }
      let reads = ObservableExtensionMember.interpolatedNames(in: raw.token(token).text).filter {
        scope?.names.contains($0.name) ?? true
      }
      guard !reads.isEmpty else { continue }
      let literal = raw.syntax(node)
      if ObservableExtensionMember.isInObservableObjectExtension(literal) { continue }
      let number = String(line(of: literal))
      for read in reads {
        if read.onSelf || !read.isMember {
          guard let owner = enclosingTypeName(of: literal),
            read.onSelf || resolver.value.local(named: read.name, at: literal) == nil
          else { continue }
          lines.append(["X", read.name, owner, number, "", ""])
        } else {
          lines.append(["X", read.name, "-", number, "", ""])
        }
      }
    }
    return lines
  }

  /// A use of `member` on `object`: its class as written, else the query naming it.
  private func objectLine(_ key: String, _ object: Syntax, at node: Syntax) -> [String] {
    let number = String(line(of: node))
    if let owner = typeName(ofExpression: object) {
      return ["X", key, owner.name, number, "", ObservableClassNames.encode(owner.scope)]
    }
    let query = ObservableTypeQuery.of(
      object, resolver: resolver.value, initializer: initializer(at:))
    return ["X", key, "-", number, query?.encoded ?? "", ""]
  }

  /// The arguments of a call of `callee`, each under `member:label`.
  private func argumentLines(_ member: String, callee: Syntax) -> [[String]] {
    guard let call = callee.parent.flatMap(FunctionCall.init), call.callee == callee else {
      return []
    }
    return call.arguments.compactMap { argument in
      guard let value = argument.expression, value.kind != .inOutExpr else { return nil }
      return objectLine(member + ":" + (argument.label ?? "_"), value, at: argument.node)
    }
  }
}

extension ObservableVerdicts {
  /// A use of an `ObservableObject` extension's member, from an `X` fact line.
  struct ExtensionUse: Equatable, Sendable {
    var member: String
    /// The argument label, for a class passed where the member takes an ObservableObject.
    var label: String?
    var className: String?
    var scope: String?
    var query: ObservableTypeQuery?
    var place: Place
    var module: Int

    init?(fields: FactFields, path: String, module: Int) {
      guard fields.count == 6 else { return nil }
      let key = fields[1]
      if let colon = key.firstIndex(of: ":") {
        member = String(key[..<colon])
        label = String(key[key.index(after: colon)...])
      } else {
        member = key
      }
      className = fields.field(2, is: "-") ? nil : fields[2]
      query = ObservableVerdicts.query(fields, 4)
      scope = ObservableClassNames.decode(fields[5])
      place = Place(path: path, line: fields.int(3) ?? 0, reason: "")
      self.module = module
    }

    /// Whether it uses the member `member` (an argument: where it takes an object).
    func uses(_ member: ObservableExtensionMember) -> Bool {
      label.map { member.objectLabels.contains($0) } ?? true
    }

    func reason(_ member: ObservableExtensionMember) -> String {
      let what = "the ObservableObject extension member \(member.shown)"
      switch (label != nil, className != nil || query != nil) {
      case (false, true): return "\(what) is used on it"
      case (false, false): return "\(what) is used on an object of unknown type"
      case (true, true): return "it is passed where \(what) requires an ObservableObject"
      case (true, false):
        return "an object of unknown type is passed where \(what) requires an ObservableObject"
      }
    }
  }

  /// A class blocked by a use of an extension member on it, unless the class declares a
  /// member of that name (then the use is of its own).
  struct MemberBlocker: Equatable, Sendable {
    /// Nil for an argument.
    var member: String?
    var place: Place
  }

  /// The blockers `uses` give, once every extension member (`members`) is known.
  mutating func addExtensionUses(
    _ uses: [ExtensionUse], members: [String: ObservableExtensionMember],
    named: (_ name: String, _ scope: String?, _ path: String) -> [String]
  ) {
    for use in uses {
      guard let member = members[use.member], use.uses(member) else { continue }
      let place = Place(path: use.place.path, line: use.place.line, reason: use.reason(member))
      if let className = use.className {
        for name in named(className, use.scope, use.place.path) {
          memberBlockers[name, default: []].append(
            MemberBlocker(member: use.label == nil ? use.member : nil, place: place))
        }
      } else if let query = use.query {
        queryBlockers.append(QueryBlocker(query: query, place: place))
      } else {
        unknownMemberUses.append(UnknownUse(place: place, module: use.module))
      }
    }
  }

  /// A use of an extension member on an object of unknown type: it blocks each class its
  /// module sees.
  struct UnknownUse: Equatable, Sendable {
    var place: Place
    var module: Int
  }

  /// The places among `memberBlockers` and `unknownMemberUses` that block `name` (a key of
  /// `ObservableClassNames`; `semantic`: the index as a file's modules see it).
  func extensionBlockers(
    of name: String, _ verdict: Verdict, semantic: (_ path: String) -> SemanticIndex
  ) -> [Place] {
    let own = (memberBlockers[name] ?? []).filter { blocker in
      blocker.member.map {
        semantic(blocker.place.path).members(named: $0, in: ObservableClassNames.shown(name))
          .isEmpty
      }
        ?? true
    }.map(\.place)
    let unknown = unknownMemberUses.filter { use in
      verdict.isPublic || use.module < 0 || verdict.modules.contains(use.module)
        || verdict.modules.contains(-1)
    }.map(\.place)
    return own + unknown
  }
}
