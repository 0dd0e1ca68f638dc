import MigrationKit
import SwiftCST

// How foreground-style classifies the colour a call passes: nil, optional, a colour that
// cannot be nil (with the edits that keep its meaning under foregroundStyle), or unknown; and
// the project's own colours and ShapeStyle members, recorded in the index pass.
// ForegroundStyle.swift judges the call and writes the edit.

extension ForegroundStyle {
  // MARK: The colour

  struct Colour {
    enum Kind: Equatable { case nilLiteral, optional, nonOptional, unknown }
    var kind: Kind
    /// Edits that keep the value's meaning under foregroundStyle (`.secondary` → `Color.secondary`).
    var edits: [TextEdit] = []
    var notes: [String] = []
    /// Why an edit writes `SwiftUI.Color` rather than `Color` (said once, after the notes).
    var spelledOut: String?
  }

  /// What the argument is: nil, optional, a colour that cannot be nil, or unknown.
  func classify(_ expression: Syntax, _ colours: Colours) -> Colour {
    switch expression.kind {
    case .nilLiteralExpr: return Colour(kind: .nilLiteral)
    case .tupleExpr:
      let elements = expression.children(.argument)
      guard elements.count == 1, Argument(elements[0]).label == nil,
        let inner = Argument(elements[0]).expression
      else { return Colour(kind: .unknown) }
      return classify(inner, colours)
    case .sequenceExpr:
      // `value as? Color`: the cast's type.
      if expression.children.last?.kind == .typeCastSuffix {
        return Colour(kind: colours.declaredKind(of: expression) ?? .unknown)
      }
      return classifyTernary(expression, colours)
    default:
      // `palette.tint?.color`: the value of an optional chain is optional, whatever the
      // types of its members (which the run may not know).
      if Self.chainsOptionally(expression) || Self.mapsOptional(expression) {
        return Colour(kind: .optional)
      }
      var colour = classifyColour(expression, colours)
      if colour.kind == .unknown, let kind = colours.declaredKind(of: expression) {
        colour.kind = kind
      }
      return colour
    }
  }

  /// Whether a postfix chain (calls, member accesses, subscripts, `!`) holds an
  /// optional-chaining `?`: `a?.b.c(…)` and `a?.b!` are optional (`Syntax.endsOptionalChain`).
  static func chainsOptionally(_ expression: Syntax) -> Bool { expression.endsOptionalChain }

  /// Whether the colour is the result of `value.map(…)` or `value.flatMap(…)`: of all the
  /// `map`s, only Optional's gives something foregroundColor takes (a `Color?`; a
  /// sequence's gives an array), whatever the run knows of `value`.
  static func mapsOptional(_ expression: Syntax) -> Bool {
    guard let call = FunctionCall(expression), let access = MemberAccess(call.callee),
      access.base != nil
    else { return false }
    return access.name == "map" || access.name == "flatMap"
  }

  /// `condition ? a : b`: optional if a branch is, a colour if both are; `a ?? b`: a colour
  /// if `b` is and `a` is not doubly optional (optional if it is, unknown if that is unknown).
  private func classifyTernary(_ sequence: Syntax, _ colours: Colours) -> Colour {
    let children = sequence.children
    let operators = sequence.ownTokens.filter { $0.kind == .binaryOperator }
    if children.count == 2, operators.count == 1, operators[0].is("??") {
      // `??` unwraps one level: after a doubly optional value (a `[String: Color?]`'s) the
      // result is still a `Color?`, which foregroundColor takes and foregroundStyle does not.
      let fallback = classify(children[1], colours)
      guard fallback.kind == .nonOptional else { return Colour(kind: .unknown) }
      switch Resolver.isDoublyOptional(children[0], resolver: colours.resolver) {
      case false?: return fallback
      case true?: return Colour(kind: .optional)
      case nil: return Colour(kind: .unknown)
      }
    }
    // `c ? a : d ? b : e` is one flat sequence: each `? x :` holds a branch, the last
    // operand is the final `else` (the conditions between bind tighter than `?:`).
    guard children.count >= 3, children[children.count - 2].kind == .ternaryMiddle,
      let otherwise = children.last
    else { return Colour(kind: .unknown) }
    let middles = children.dropLast().filter { $0.kind == .ternaryMiddle }
    let values = middles.compactMap(\.firstChild)
    guard values.count == middles.count else { return Colour(kind: .unknown) }
    let branches = (values + [otherwise]).map { classify($0, colours) }
    let kinds = branches.map(\.kind)
    let kind: Colour.Kind =
      kinds.contains(where: { $0 == .nilLiteral || $0 == .optional })
      ? .optional : kinds.allSatisfy({ $0 == .nonOptional }) ? .nonOptional : .unknown
    return Colour(
      kind: kind, edits: branches.flatMap(\.edits), notes: branches.flatMap(\.notes),
      spelledOut: branches.lazy.compactMap(\.spelledOut).first)
  }

  /// `.red`, `Color.red`, `Color("Brand")`, `.init(white: 0.5)`, each maybe with `.opacity(…)`.
  private func classifyColour(_ expression: Syntax, _ colours: Colours) -> Colour {
    // The chain from its head outwards: `.white.opacity(0.8)` → [.white, .opacity(…)].
    var members: [(access: MemberAccess, called: Bool)] = []
    var node = expression
    var called = false
    while true {
      if let call = FunctionCall(node), call.trailingClosure == nil {
        called = true
        node = call.callee
      } else if let access = MemberAccess(node) {
        members.insert((access, called), at: 0)
        called = false
        guard let base = access.base else { break }
        node = base
      } else {
        break
      }
    }
    let implicit = members.first.map { $0.access.base == nil } ?? false
    var colour: Colour
    var evidence: Colours.StyleEvidence?
    var rest: ArraySlice<(access: MemberAccess, called: Bool)>
    if implicit {
      let (access, isCalled) = members[0]
      rest = members.dropFirst()
      let name = access.name
      let dot = access.dotToken.range.lowerBound
      if name == "none" && !isCalled && rest.isEmpty { return Colour(kind: .nilLiteral) }
      if name == "init" && isCalled {
        let colorName = colours.colorName(at: access.node)
        colour = Colour(
          kind: colours.constructionKind(access.node.parent.flatMap(FunctionCall.init)),
          edits: [
            TextEdit(
              range: dot..<access.nameToken.range.upperBound, replacement: colorName.name)
          ])
        colour.spelledOut = colorName.why
      } else {
        var kind = isCalled ? .unknown : colours.kind(of: name)
        if kind == .unknown {
          // A static function, or a static property whose value the syntax does not tell
          // (`static let warning = Color.shade(2)`): its declared type.
          let member = isCalled ? access.node.parent ?? access.node : access.node
          kind = colours.staticFunctionKind(member)
        }
        colour = Colour(kind: kind)
        evidence = isCalled ? nil : colours.styleEvidence(name, written: compact(expression))
        if let evidence {
          colour.notes = [
            evidence == .declared
              ? "kept .\(name), which the project declares for ShapeStyle where Self == Color"
              : "kept the leading dot, as the project writes .foregroundStyle(\(compact(expression)))"
          ]
        } else if isCalled || !KnownMembers.shapeStyleColors.contains(name) {
          let (color, why) = colours.colorName(at: access.node)
          colour.edits = [.insert(color, at: dot)]
          colour.notes = [
            hierarchicalStyles.contains(name)
              ? "written \(color).\(name) (.\(name) would be the hierarchical style)"
              : "written \(color).\(name), as foregroundStyle takes any ShapeStyle"
          ]
          colour.spelledOut = why
        }
      }
    } else {
      guard var head = node.kind == .declReferenceExpr ? node.firstToken?.text : nil else {
        return Colour(kind: .unknown)
      }
      rest = members[...]
      if head == "SwiftUI", rest.first?.access.name == "Color", rest.first?.called == false {
        head = "Color"
        called = false
        rest = rest.dropFirst()
      }
      guard head == "Color" else { return Colour(kind: .unknown) }
      if called {
        // Color(…): SwiftUI has no failable initializer of Color; the project may.
        colour = Colour(kind: colours.constructionKind(node.parent.flatMap(FunctionCall.init)))
      } else if let (access, isCalled) = rest.first {
        rest = rest.dropFirst()
        colour = Colour(
          kind: access.name == "init"
            ? (isCalled
              ? colours.constructionKind(access.node.parent.flatMap(FunctionCall.init))
              : .unknown)
            : isCalled ? .unknown : colours.kind(of: access.name))
      } else {
        return Colour(kind: .unknown)
      }
    }
    // Color.opacity(_:) returns a Color; anything else may not.
    if !rest.allSatisfy({ $0.access.name == "opacity" && $0.called }) && colour.kind == .nonOptional
    {
      colour.kind = .unknown
    }
    // `.foregroundStyle(<the same text>)` compiles elsewhere: in ShapeStyle where Self == Color
    // the chain yields a Color, so here it yields that Color too, never nil.
    if evidence == .used { colour.kind = .nonOptional }
    return colour
  }

  /// The expression's text without spaces or line breaks: `.brand.opacity(0.5)`.
  private func compact(_ expression: Syntax) -> String {
    expression.tokens.map(\.text).joined()
  }

  // MARK: Project colours

  /// The bytes of an extension's written type, as `TypeDeclaration.name` reads its text
  /// (the first identifier or member type among its children; none when it has none).
  private static func extendedTypeBytes(_ node: Int32, _ raw: RawTree) -> ExtendedTypeBytes {
    var child = raw.firstChild(node)
    while child >= 0 {
      let kind = raw.kind(child)
      if kind == .identifierType || kind == .memberType {
        let tokens = raw.tokens(child)
        guard tokens.lowerBound < tokens.upperBound else { break }
        return ExtendedTypeBytes(
          raw: raw, range: raw.textStart(tokens.lowerBound)..<raw.textEnd(tokens.upperBound - 1))
      }
      child = raw.nextSibling(child)
    }
    return ExtendedTypeBytes(raw: raw, range: 0..<0)
  }

  /// `static let name` in `extension Color` (or `ShapeStyle where Self == Color`):
  /// `name` if it cannot be nil, `name?` if its type is optional.
  static func colourFacts(in file: SourceFile) -> [ProjectFact] {
    var facts: [ProjectFact] = []
    let raw = file.rawTree
    for index in raw.nodes(.extensionDecl) {
      // The extended type (`TypeDeclaration.name`) by its bytes, before any string is
      // made: a generated file extends thousands of other types. (The names hold no
      // character another one is canonically equivalent to, so equal strings have equal
      // bytes.)
      let extended = extendedTypeBytes(index, raw)
      let isColour = extended == "Color" || extended == "SwiftUI.Color"
      let isStyle = extended == "ShapeStyle" || extended == "SwiftUI.ShapeStyle"
      guard isColour || isStyle else { continue }
      let node = raw.syntax(index)
      guard let type = TypeDeclaration(node) else { continue }
      let isColourStyle =
        isStyle && node.child(.genericWhereClause)?.text.contains("Color") == true
      for member in Self.flattened(type.members) {
        guard let variable = VariableDeclaration(member),
          variable.header.hasModifier("static") || variable.header.hasModifier("class")
        else { continue }
        for binding in variable.bindings {
          guard let name = binding.name else { continue }
          if isStyle {
            // `.name` in foregroundStyle is this member: a Color's only where Self == Color.
            facts.append(
              ProjectFact(key: isColourStyle ? Key.colourStyle : Key.otherStyle, value: name))
            if !isColourStyle { continue }
          }
          if let written = binding.type?.text {
            let optional =
              written.hasSuffix("?") || written.hasSuffix("!") || written.hasPrefix("Optional")
            facts.append(ProjectFact(key: Key.colour, value: optional ? name + "?" : name))
          } else if let value = binding.initializer?.text,
            value.hasPrefix("Color(") || value.hasPrefix("Color."),
            !callsStaticFunction(binding.initializer!)
          {
            facts.append(ProjectFact(key: Key.colour, value: name))
          } else if isColour, let value = binding.initializer,
            value.kind == .declReferenceExpr, let other = value.firstToken?.text
          {
            // `static let critical = red`: the same type as `Color.red`.
            facts.append(ProjectFact(key: Key.colourAlias, value: name + "\t" + other))
          }
          // Otherwise (`static let c = makeColour()`) the type is unknown: no fact.
        }
      }
    }
    return facts
  }

  /// `Color.shade(2)` (maybe followed by more): a static function's result, whose type its
  /// declaration says (the resolver reads it), not the syntax. `Color(…)`, `Color.init(…)`
  /// and `Color.red.opacity(…)` are not.
  static func callsStaticFunction(_ value: Syntax) -> Bool {
    var node = value
    var called = false
    while true {
      if let call = FunctionCall(node) {
        node = call.callee
        called = true
      } else if let access = MemberAccess(node), let base = access.base {
        if base.kind == .declReferenceExpr { return called && access.name != "init" }
        node = base
        called = false
      } else {
        return false
      }
    }
  }

  /// Members with those of `#if` clauses in place (`#if os(macOS) static let c = … #else …`).
  static func flattened(_ members: [Syntax]) -> [Syntax] {
    members.flatMap { member in
      member.kind == .ifConfigDecl
        ? member.children(.ifConfigClause).flatMap { flattened($0.children) } : [member]
    }
  }

  /// The project's static colours, recorded as `name` or `name?` (optional).
  struct Colours {
    let index: ProjectIndex
    /// What names refer to in the file being read (nil in tests of the syntax alone).
    let resolver: Resolver?

    init(_ index: ProjectIndex, resolver: Resolver? = nil) {
      self.index = index
      self.resolver = resolver
    }

    /// How an edit at `node` writes SwiftUI's Color: `Color`, or `SwiftUI.Color` where a
    /// module the file imports may declare a Color of its own or a type nested where it is
    /// written is named Color (and why, for the note).
    func colorName(at node: Syntax) -> (name: String, why: String?) {
      guard let resolver else { return ("Color", nil) }
      let why = SwiftUITypeName.whyQualified(
        "Color", in: resolver.file, index: resolver.index,
        inside: resolver.enclosingTypeName(of: node))
      return (why == nil ? "Color" : "SwiftUI.Color", why)
    }

    /// `Color` or `Color?` when the resolver knows the value's declared type: a property, a
    /// parameter, a local, a function's result; `x.opacity(…)` keeps x's. Nil otherwise, and
    /// for a project type of its own named Color.
    func declaredKind(of expression: Syntax) -> Colour.Kind? {
      guard let resolver else { return nil }
      var node = expression
      var optional = false
      while let call = FunctionCall(node), call.trailingClosure == nil,
        let access = call.memberAccess, access.name == "opacity", let base = access.base
      {
        node = base
        if base.kind == .optionalChainingExpr { optional = true }
      }
      guard
        let type = resolver.type(ofValue: node)
          ?? resolver.implicitChainType(of: node, expecting: "Color"),
        type.name == "Color" || type.name == "SwiftUI.Color"
      else { return nil }
      if let declared = resolver.index.type(named: "Color"), declared.kind != .extension {
        return nil
      }
      return type.isOptional || optional ? .optional : .nonOptional
    }

    /// `.textColor(for: level)` or `.warning` where a Color is expected: a static function or
    /// property the project declares on Color, by its result or type (`Color?` is
    /// optional); unknown for anything else, and for a project type of its own named Color.
    func staticFunctionKind(_ call: Syntax) -> Colour.Kind {
      guard let resolver,
        let type = resolver.implicitMemberType(of: call, expecting: "Color"),
        type.name == "Color" || type.name == "SwiftUI.Color"
      else { return .unknown }
      if let declared = resolver.index.type(named: "Color"), declared.kind != .extension {
        return .unknown
      }
      return type.isOptional ? .optional : .nonOptional
    }

    /// `Color(…)` or `.init(…)` building a Color: optional when the initializers of the
    /// project it may call (`extension Color { init?(hex: String) }`) are failable.
    func constructionKind(_ call: FunctionCall?) -> Colour.Kind {
      guard let call, let resolver else { return .nonOptional }
      let initializers = resolver.initializers(of: "Color", fitting: call)
      if initializers.contains(where: \.isFailable) {
        return initializers.allSatisfy(\.isFailable) ? .optional : .unknown
      }
      return .nonOptional
    }

    enum StyleEvidence { case declared, used }

    /// Why `.name…` may stay a leading-dot member in foregroundStyle: the project declares
    /// `name` in `extension ShapeStyle where Self == Color` (and in no other ShapeStyle
    /// extension), or writes `.foregroundStyle(<written>)` itself. Nil for SwiftUI's own styles.
    func styleEvidence(_ name: String, written: String) -> StyleEvidence? {
      guard !swiftUIShapeStyleMembers.contains(name), !KnownMembers.shapeStyleColors.contains(name)
      else {
        return nil
      }
      if index.contains(Key.styleUsage, written) { return .used }
      guard index.contains(Key.colourStyle, name), !index.contains(Key.otherStyle, name) else {
        return nil
      }
      return .declared
    }

    /// A static colour `Color.name`: SwiftUI's, or one the project declares.
    func kind(of name: String) -> Colour.Kind {
      var name = name
      var seen: Set<String> = []
      while seen.insert(name).inserted {
        if KnownMembers.colorStatics.contains(name) { return .nonOptional }
        if index.contains(Key.colour, name + "?") { return .optional }
        if index.contains(Key.colour, name) { return .nonOptional }
        // `static let critical = red`: as `red` is.
        let aliases = index.derived("aliases", fromFactsFor: Key.colourAlias, Self.aliases)
        guard let other = aliases[name] else { break }
        name = other
      }
      return .unknown
    }

    @Sendable private static func aliases(_ facts: [ProjectFact]) -> [String: String] {
      var table: [String: String] = [:]
      for fact in facts {
        let parts = fact.value.split(separator: "\t", maxSplits: 1).map(String.init)
        if parts.count == 2 { table[parts[0]] = parts[1] }
      }
      return table
    }
  }

  /// The arguments of `.foregroundStyle(.x…)` that start with a project's implicit member:
  /// proof that `.x…` reads as a ShapeStyle in this project.
  static func styleUsageFacts(in file: SourceFile) -> [ProjectFact] {
    file.calls(named: "foregroundStyle").compactMap { call in
      // The argument before the call site: most calls pass a value or SwiftUI's own style,
      // and reading the call as a modifier costs more.
      guard let argument = call.arguments.first?.expression,
        let first = argument.firstToken, first.kind == .period,
        let name = first.next?.text, !swiftUIShapeStyleMembers.contains(name),
        let site = ModifierCallSite(call.node, named: "foregroundStyle"), site.labels == ["_"]
      else { return nil }
      return ProjectFact(key: Key.styleUsage, value: argument.tokens.map(\.text).joined())
    }
  }
}

private enum Key {
  static let colour = "foreground-style.colour"
  /// `name<TAB>other` for `static let name = other` in `extension Color`.
  static let colourAlias = "foreground-style.colour-alias"
  /// Static members of `extension ShapeStyle where Self == Color`.
  static let colourStyle = "foreground-style.colour-style"
  /// Static members of other `ShapeStyle` extensions (gradients, materials…).
  static let otherStyle = "foreground-style.other-style"
  /// Arguments of `.foregroundStyle(.x…)` calls, as written without spaces.
  static let styleUsage = "foreground-style.style-usage"
}

/// SwiftUI's own static ShapeStyle members: `.foregroundStyle(.secondary)` proves nothing
/// about `Color.secondary`.
private let swiftUIShapeStyleMembers: Set<String> = hierarchicalStyles.union([
  "tint", "foreground", "background", "selection", "separator", "placeholder", "link", "fill",
  "windowBackground", "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
  "ultraThickMaterial", "bar", "image", "linearGradient", "radialGradient", "angularGradient",
  "ellipticalGradient", "conicGradient", "shadow", "color", "init", "accentColor", "primary",
])

/// Implicit members that foregroundStyle reads as HierarchicalShapeStyle levels.
private let hierarchicalStyles: Set<String> = [
  "primary", "secondary", "tertiary", "quaternary", "quinary",
]

/// A range of a file's bytes compared with a literal (`ForegroundStyle.colourFacts`).
private struct ExtendedTypeBytes {
  let raw: RawTree
  let range: Range<Int>

  static func == (bytes: ExtendedTypeBytes, literal: StaticString) -> Bool {
    guard bytes.range.count == literal.utf8CodeUnitCount else { return false }
    return literal.withUTF8Buffer { literal in
      bytes.raw.file.bytes.withUnsafeBufferPointer { file in
        UnsafeBufferPointer(rebasing: file[bytes.range]).elementsEqual(literal)
      }
    }
  }
}
