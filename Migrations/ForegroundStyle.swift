import MigrationKit
import SwiftCST

/// `.foregroundColor(c)` → `.foregroundStyle(c)` (iOS 15, macOS 12, tvOS 15, watchOS 8).
///
/// `safe` when `c` is a colour that cannot be nil: `.red`, `Color.red`, `Color("Brand")`,
/// `Color(red:green:blue:)`, `.white.opacity(0.8)`, a ternary of two such, or a static colour
/// the project declares non-optional. foregroundStyle takes any ShapeStyle, so an implicit
/// member that is not one of ShapeStyle's colours gets its type: `.secondary` →
/// `Color.secondary` (in foregroundStyle, `.secondary` is the hierarchical style),
/// `.accentColor` → `Color.accentColor`, `.brand` → `Color.brand`. Any other value is `review`
/// (foregroundStyle takes no nil); so is every fix in a file that imports WidgetKit or that a
/// widget extension target compiles (`MigrationContext.isWidgetExtension`).
/// Left as is with a diagnostic: `nil`, an optional colour (`c ? .red : nil`), a Text that must
/// stay a Text (`+`, a Text variable or result, a project function's `Text` parameter, a later
/// Text-only modifier) below iOS 17 /
/// macOS 14 / tvOS 17 / watchOS 10, and calls that may reach a project method of the same
/// name. The two branches of `c ? Circle().foregroundColor(.a) : Circle().foregroundColor(.b)`
/// change together (one fix, as safe as the less safe branch) or not at all, since both must
/// keep one type. A member the project declares in `extension ShapeStyle where Self == Color`,
/// or writes itself as `.foregroundStyle(.x…)`, keeps its leading dot. Nothing fires below
/// foregroundStyle's targets or when they are unknown.
public struct ForegroundStyle: Migration {
  public let id = "foreground-style"
  public let summary = "Replace the deprecated foregroundColor(_:) with foregroundStyle(_:)"
  public let rationale = """
    foregroundColor(_:) is deprecated in favour of foregroundStyle(_:) (iOS 15, macOS 12, \
    tvOS 15, watchOS 8), which takes any ShapeStyle. For a colour that is never nil the result \
    is the same colour; foregroundStyle sets it as the foreground style, from which .secondary \
    and the other hierarchical levels inside derive. Implicit members keep their meaning by \
    naming Color where ShapeStyle has no such colour: .secondary becomes Color.secondary (in \
    foregroundStyle, .secondary is the hierarchical style) and .accentColor becomes \
    Color.accentColor; a member the project declares in extension ShapeStyle where Self == \
    Color, or already writes as .foregroundStyle(.x), keeps its leading dot. A value that may \
    be optional is a review fix, since foregroundStyle takes no nil; an optional one (a ternary \
    with nil) and foregroundColor(nil) are only reported. The two branches of a conditional \
    expression (c ? Circle().foregroundColor(.red) : Circle().foregroundColor(.gray)) change \
    together or not at all, since they must keep one type. Text keeps a Text-returning foregroundStyle only from iOS 17, macOS 14, tvOS 17 and \
    watchOS 10, so below that a Text in a concatenation, a Text variable or result, an \
    argument of a project function or initializer whose parameter is a Text, or one \
    followed by a Text-only modifier that Views lack on the targets is only reported. In files \
    that import WidgetKit or belong to a widget extension target every fix is review (widget \
    labels may render differently). Nothing \
    fires when a target predates foregroundStyle or the targets are unknown.
    """
  public let example = (
    before: """
    Text(item.subject)
      .foregroundColor(.secondary)
    """,
    after: """
    Text(item.subject)
      .foregroundStyle(Color.secondary)
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var usesProjectIndex: Bool { true }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "foregroundColor", key: Key.method, in: file)
      + Self.colourFacts(in: file) + Self.styleUsageFacts(in: file)
  }

  /// The arguments of `.foregroundStyle(.x…)` that start with a project's implicit member:
  /// proof that `.x…` reads as a ShapeStyle in this project.
  static func styleUsageFacts(in file: SourceFile) -> [ProjectFact] {
    file.calls(named: "foregroundStyle").compactMap { call in
      guard let site = ModifierCallSite(call.node, named: "foregroundStyle"), site.labels == ["_"],
        let argument = site.call.arguments.first?.expression,
        let first = argument.firstToken, first.kind == .period,
        let name = first.next?.text, !swiftUIShapeStyleMembers.contains(name)
      else { return nil }
      return ProjectFact(key: Key.styleUsage, value: argument.tokens.map(\.text).joined())
    }
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard context.mayBeAvailable(viewStyleTargets, in: file) else { return [] }
    let project = Project(
      methods: ProjectMethods(context.index, key: Key.method),
      colours: Colours(
        context.index, resolver: Resolver(file: file, index: context.semantic)),
      widget: ModifierCallSite.imports("WidgetKit", in: file) || context.isWidgetExtension)
    return file.calls(named: "foregroundColor").compactMap { call in
      guard let site = Self.site(call.node) else { return nil }
      let targets = context.deploymentTargets(at: call.node)
      guard targets.allAtLeast(viewStyleTargets) else { return nil }
      return finding(site, project, targets: targets)
    }
  }

  /// A `.foregroundColor(c)` modifier call with its one unlabelled argument.
  private static func site(_ node: Syntax) -> (call: ModifierCallSite, argument: Syntax)? {
    guard let site = ModifierCallSite(node, named: "foregroundColor"), site.labels == ["_"],
      let argument = site.call.arguments.first?.expression
    else { return nil }
    return (site, argument)
  }

  /// The finding for one call, judging it together with its counterpart when it ends a branch of
  /// `c ? a : b`: both branches must keep one type, so they change together or not at all.
  private func finding(
    _ site: (call: ModifierCallSite, argument: Syntax), _ project: Project,
    targets: DeploymentTargets
  ) -> Finding? {
    // Text.foregroundStyle(_:) -> Text exists on every target.
    let textStyle = targets.allAtLeast(textStyleTargets)
    let chain = site.call.chain
    guard let branches = ConditionalBranches(chain.outermost) else {
      return finding(site.call, site.argument, project, targets: targets, inConditional: false)
    }
    let receiver = receiverKind(site.call.receiver)
    // Text.foregroundStyle returns a Text from iOS 17: then a Text branch needs no partner.
    if receiver == .text && textStyle {
      return finding(site.call, site.argument, project, targets: targets, inConditional: false)
    }
    guard let partner = counterpart(in: branches.other, later: chain.laterModifiers) else {
      // `c ? Text(a).foregroundColor(.red) : Text(a)`: only a View receiver can change alone
      // (the other branch cannot have been of its type anyway).
      return receiver == .view
        ? finding(site.call, site.argument, project, targets: targets, inConditional: false)
        : finding(site.call, site.argument, project, targets: targets, inConditional: true)
    }
    let own = finding(site.call, site.argument, project, targets: targets, inConditional: false)
    guard let own, let ownFix = own.fix else { return own }
    // Below iOS 17 two Texts that become Views must not be needed as a Text.
    if receiver != .view && !textStyle,
      let context = textContext(branches.expression, project.colours.resolver)
    {
      return diagnostic(
        site.call,
        "foregroundColor(_:) on a Text in a conditional expression in \(context): foregroundStyle(_:) returns a Text only from iOS 17, macOS 14, tvOS 17 and watchOS 10: left as is"
      )
    }
    let other = finding(
      partner.call, partner.argument, project, targets: targets, inConditional: false)
    guard let other, let otherFix = other.fix else {
      return diagnostic(
        site.call,
        "foregroundColor(_:) in a conditional expression whose other branch cannot change: both branches must keep one type: left as is"
      )
    }
    // One finding for the pair, at the first branch, as safe as the less safe of the two.
    guard branches.isFirst else { return nil }
    let weaker = other.safety > own.safety ? other : own
    return Finding(
      migrationID: id, range: own.range,
      message: weaker.message
        + "; changed together with the other branch of the conditional expression",
      safety: weaker.safety,
      fix: Fix(edits: ownFix.edits + otherFix.edits))
  }

  /// The `.foregroundColor(c)` in `other` at the place of this one: followed by the same
  /// modifiers (`c ? Circle().foregroundColor(.red) : Circle().foregroundColor(.gray)`).
  private func counterpart(in other: Syntax, later: [String])
    -> (call: ModifierCallSite, argument: Syntax)?
  {
    let modifiers = ModifierChain(outermost: other).modifiers
    let index = modifiers.count - 1 - later.count
    guard index >= 0, modifiers[(index + 1)...].map(\.name) == later,
      let call = modifiers[index].call
    else { return nil }
    return Self.site(call.node)
  }

  private struct Project {
    let methods: ProjectMethods
    let colours: Colours
    let widget: Bool
  }

  /// `targets` are those at the call.
  private func finding(
    _ site: ModifierCallSite, _ argument: Syntax, _ project: Project, targets: DeploymentTargets,
    inConditional: Bool
  ) -> Finding? {
    switch project.methods.verdict(for: site, resolver: project.colours.resolver) {
    case .swiftUI: break
    case .project: return nil
    case .unsure(let types):
      return diagnostic(
        site,
        "the project declares its own foregroundColor(_:) (in \(types)); this call may be to it: left as is"
      )
    }
    let colour = classify(argument, project.colours)
    switch colour.kind {
    case .nilLiteral:
      return diagnostic(
        site,
        "foregroundColor(nil) removes any foreground colour set further out, and foregroundStyle(_:) takes no nil: drop the call if nothing further out sets a colour, else write the style wanted (such as .foregroundStyle(.primary)) by hand"
      )
    case .optional:
      return diagnostic(
        site,
        "foregroundColor(_:) with an optional colour: foregroundStyle(_:) takes no nil (which foregroundColor reads as \"inherit\"): left as is"
      )
    case .nonOptional, .unknown: break
    }
    // Text.foregroundStyle(_:) -> Text exists on every target.
    // A shape or view receiver was never a Text.
    if !targets.allAtLeast(textStyleTargets) && receiverKind(site.receiver) != .view {
      let chain = site.chain
      // `Text(a).foregroundColor(.red).fixedSize()` is a View whatever foregroundColor became.
      let outermostIsText = keepsText(chain.laterModifiers)
      if let context = inConditional
        ? "a conditional expression"
        : outermostIsText ? textContext(chain.outermost, project.colours.resolver) : nil
      {
        return diagnostic(
          site,
          "foregroundColor(_:) on a Text in \(context): foregroundStyle(_:) returns a Text only from iOS 17, macOS 14, tvOS 17 and watchOS 10: left as is"
        )
      }
      // The modifiers that keep the Text a Text, up to the first that makes it a View.
      let textModifiers = chain.laterModifiers.prefix {
        textOnlyModifiers[$0] != nil || otherTextModifiers.contains($0)
      }
      if let name = textModifiers.first(where: {
        textOnlyModifiers[$0].map { !targets.allAtLeast($0) } ?? false
      }) {
        return diagnostic(
          site,
          "foregroundColor(_:) on a Text followed by .\(name): after foregroundStyle(_:) it is no longer a Text below iOS 17, and View.\(name) needs newer targets: left as is"
        )
      }
    }
    var message = "foregroundColor(_:) is deprecated: "
    var safety = Safety.safe
    if colour.kind == .nonOptional {
      message += "foregroundStyle(_:) sets the same colour"
    } else {
      safety = .review
      message +=
        "foregroundStyle(_:) takes no nil: check that this colour is never optional (foregroundColor(nil) kept the inherited colour)"
    }
    var notes: [String] = []
    for note in colour.notes where !notes.contains(note) { notes.append(note) }
    if !notes.isEmpty { message += "; " + notes.joined(separator: "; ") }
    if project.widget {
      safety = .review
      message += "; in a widget, foregroundStyle may render differently"
    }
    // `.foregroundStyle(.primary).foregroundColor(.primary) // for iOS 15`: the inner style
    // wins on newer systems; the outer colour was kept for an older one, where the two differ.
    if ModifierChain(outermost: site.receiver).modifiers.contains(where: {
      $0.name == "foregroundStyle"
    }) {
      safety = .review
      message +=
        "; a foregroundStyle closer to the view already sets the style, so this call only mattered where foregroundColor and foregroundStyle differ (an older OS): keep one of the two"
    }
    let rename = TextEdit(range: site.access.nameToken.range, replacement: "foregroundStyle")
    return Finding(
      migrationID: id, range: site.range, message: message, safety: safety,
      fix: Fix(edits: [rename] + colour.edits))
  }

  private func diagnostic(_ site: ModifierCallSite, _ message: String) -> Finding {
    Finding(migrationID: id, range: site.range, message: message, safety: .diagnostic)
  }

  // MARK: The colour

  struct Colour {
    enum Kind: Equatable { case nilLiteral, optional, nonOptional, unknown }
    var kind: Kind
    /// Edits that keep the value's meaning under foregroundStyle (`.secondary` → `Color.secondary`).
    var edits: [TextEdit] = []
    var notes: [String] = []
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
      return classifyTernary(expression, colours)
    default:
      var colour = classifyColour(expression, colours)
      if colour.kind == .unknown, let kind = colours.declaredKind(of: expression) {
        colour.kind = kind
      }
      return colour
    }
  }

  /// `condition ? a : b`: optional if a branch is, a colour if both are; `a ?? b`: a colour
  /// if `b` is.
  private func classifyTernary(_ sequence: Syntax, _ colours: Colours) -> Colour {
    let children = sequence.children
    let operators = sequence.ownTokens.filter { $0.kind == .binaryOperator }
    if children.count == 2, operators.count == 1, operators[0].is("??") {
      let fallback = classify(children[1], colours)
      return fallback.kind == .nonOptional ? fallback : Colour(kind: .unknown)
    }
    guard children.count >= 3, children[children.count - 2].kind == .ternaryMiddle,
      children.dropLast(2).allSatisfy({ $0.kind != .ternaryMiddle }),
      let then = children[children.count - 2].firstChild, let otherwise = children.last
    else { return Colour(kind: .unknown) }
    let branches = [classify(then, colours), classify(otherwise, colours)]
    let kinds = branches.map(\.kind)
    let kind: Colour.Kind =
      kinds.contains(where: { $0 == .nilLiteral || $0 == .optional })
      ? .optional : kinds.allSatisfy({ $0 == .nonOptional }) ? .nonOptional : .unknown
    return Colour(
      kind: kind, edits: branches.flatMap(\.edits), notes: branches.flatMap(\.notes))
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
        colour = Colour(
          kind: colours.constructionKind(access.node.parent.flatMap(FunctionCall.init)),
          edits: [TextEdit(range: dot..<access.nameToken.range.upperBound, replacement: "Color")])
      } else {
        colour = Colour(kind: isCalled ? .unknown : colours.kind(of: name))
        evidence = isCalled ? nil : colours.styleEvidence(name, written: compact(expression))
        if let evidence {
          colour.notes = [
            evidence == .declared
              ? "kept .\(name), which the project declares for ShapeStyle where Self == Color"
              : "kept the leading dot, as the project writes .foregroundStyle(\(compact(expression)))"
          ]
        } else if isCalled || !shapeStyleColours.contains(name) {
          colour.edits = [.insert("Color", at: dot)]
          colour.notes = [
            hierarchicalStyles.contains(name)
              ? "written Color.\(name) (.\(name) would be the hierarchical style)"
              : "written Color.\(name), as foregroundStyle takes any ShapeStyle"
          ]
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

  /// `static let name` in `extension Color` (or `ShapeStyle where Self == Color`):
  /// `name` if it cannot be nil, `name?` if its type is optional.
  static func colourFacts(in file: SourceFile) -> [ProjectFact] {
    var facts: [ProjectFact] = []
    for node in file.nodes(.extensionDecl) {
      guard let type = TypeDeclaration(node) else { continue }
      let isColour = ["Color", "SwiftUI.Color"].contains(type.name)
      let isStyle = ["ShapeStyle", "SwiftUI.ShapeStyle"].contains(type.name)
      let isColourStyle =
        isStyle && node.child(.genericWhereClause)?.text.contains("Color") == true
      guard isColour || isStyle else { continue }
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
            value.hasPrefix("Color(") || value.hasPrefix("Color.")
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
      guard let type = resolver.type(of: node), type.name == "Color" || type.name == "SwiftUI.Color"
      else { return nil }
      if let declared = resolver.index.type(named: "Color"), declared.kind != .extension {
        return nil
      }
      return type.isOptional || optional ? .optional : .nonOptional
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
      guard !swiftUIShapeStyleMembers.contains(name), !shapeStyleColours.contains(name) else {
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
        if standardColours.contains(name) { return .nonOptional }
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
}

private enum Key {
  static let method = "foreground-style.method"
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

/// Colours that are also static members of `ShapeStyle where Self == Color`, so that `.red`
/// means the same colour in foregroundStyle.
private let shapeStyleColours: Set<String> = [
  "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "mint",
  "teal", "cyan", "indigo", "brown", "clear",
]
/// Static colours of SwiftUI's Color.
private let standardColours = shapeStyleColours.union(["primary", "secondary", "accentColor"])
/// Implicit members that foregroundStyle reads as HierarchicalShapeStyle levels.
private let hierarchicalStyles: Set<String> = [
  "primary", "secondary", "tertiary", "quaternary", "quinary",
]

/// Other modifiers that keep a Text a Text, which Views have wherever Text has them: the
/// check looks past them for a later Text-only modifier.
let otherTextModifiers: Set<String> = [
  "font", "foregroundColor", "foregroundStyle", "monospacedDigit", "monospaced", "fontWidth",
]

/// Modifiers that keep a Text a Text, with the targets from which a View has them too: after
/// foregroundStyle (a View below iOS 17) they need the View version.
let textOnlyModifiers: [String: [Platform: OSVersion]] = {
  let view16 = minimumVersions(iOS: "16", macOS: "13", tvOS: "16", watchOS: "9")
  var table: [String: [Platform: OSVersion]] = [:]
  for name in [
    "bold", "italic", "fontWeight", "strikethrough", "underline", "kerning", "tracking",
    "baselineOffset",
  ] {
    table[name] = view16
  }
  table["fontDesign"] = minimumVersions(iOS: "16.1", macOS: "13", tvOS: "16.1", watchOS: "9.1")
  return table
}()

/// `foregroundStyle` on View: iOS 15 and aligned releases.
private let viewStyleTargets = minimumVersions(iOS: "15", macOS: "12", tvOS: "15", watchOS: "8")
/// `foregroundStyle` returning Text: iOS 17 and aligned releases.
private let textStyleTargets = minimumVersions(iOS: "17", macOS: "14", tvOS: "17", watchOS: "10")
