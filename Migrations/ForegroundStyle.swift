import MigrationKit
import SwiftCST

/// `.foregroundColor(c)` → `.foregroundStyle(c)` (iOS 15, macOS 12, tvOS 15, watchOS 8).
///
/// `safe` when `c` is a colour that cannot be nil: `.red`, `Color.red`, `Color("Brand")`,
/// `Color(red:green:blue:)`, `.white.opacity(0.8)`, a ternary of two such, or a static colour
/// (a property, or a function such as `.textColor(for: level)`) the project declares
/// non-optional on Color. foregroundStyle takes any ShapeStyle, so an implicit
/// member that is not one of ShapeStyle's colours gets its type: `.secondary` →
/// `Color.secondary` (in foregroundStyle, `.secondary` is the hierarchical style),
/// `.accentColor` → `Color.accentColor`, `.brand` → `Color.brand`. Any other value is `review`
/// (foregroundStyle takes no nil); so is every fix in a file that imports WidgetKit or that a
/// widget extension target compiles (`MigrationContext.isWidgetExtension`).
/// Left as is with a diagnostic: `nil`, an optional colour (`c ? .red : nil`), a Text that must
/// stay a Text (`+`, a Text variable or result, a project function's `Text` parameter, a later
/// Text-only modifier) below iOS 17 /
/// macOS 14 / tvOS 17 / watchOS 10, and calls that may reach a project method of the same
/// name. A value known to be no Color (`CGColor`, a type of the project) passes to another
/// module's method (a builder's `foregroundColor(_: CGColor)`) and is left alone, and so is a
/// call that may build an AttributeContainer (`AttributeContainer.font(…).foregroundColor(…)`,
/// `attributes: .init().foregroundColor(…)`; `AttributeContainerChain`), whose attribute has
/// no foregroundStyle; so is a chain that starts with a static method of another module's type
/// (`Tag.font(f).foregroundColor(c)`; `Resolver.foreignStaticCall(heading:)`).
/// The two branches of `c ? Circle().foregroundColor(.a) : Circle().foregroundColor(.b)`
/// change together (one fix, as safe as the less safe branch) or not at all, since both must
/// keep one type. A call right after a `foregroundStyle` on its own chain (only modifiers that
/// set no foreground and add no view between) is an OS fallback and only reported. A member
/// the project declares in `extension ShapeStyle where Self == Color`,
/// or writes itself as `.foregroundStyle(.x…)`, keeps its leading dot. Nothing fires below
/// foregroundStyle's targets or when they are unknown.
/// This file judges the call and writes the edit; ForegroundStyleColours.swift classifies the
/// colour (and records the project's colours), ForegroundStyleTextContexts.swift finds a Text
/// that must stay a Text.
public struct ForegroundStyle: Migration {
  public let id = "foreground-style"
  public let summary = "Replace the deprecated foregroundColor(_:) with foregroundStyle(_:)"
  public let rationale = """
    foregroundColor(_:) is deprecated in favour of foregroundStyle(_:) (iOS 15, macOS 12, \
    tvOS 15, watchOS 8), which takes any ShapeStyle. For a colour that is never nil the result \
    is the same colour (SwiftUI's colours, Color(…), and the static properties and functions \
    the project declares on Color with a non-optional type, .brand or \
    .textColor(for: level), are never nil); foregroundStyle sets it as the foreground style, from which .secondary \
    and the other hierarchical levels inside derive. Implicit members keep their meaning by \
    naming Color where ShapeStyle has no such colour: .secondary becomes Color.secondary (in \
    foregroundStyle, .secondary is the hierarchical style) and .accentColor becomes \
    Color.accentColor; a member the project declares in extension ShapeStyle where Self == \
    Color, or already writes as .foregroundStyle(.x), keeps its leading dot. Color is written \
    SwiftUI.Color where a module the file imports may declare a Color of its own (one neither \
    Apple's nor the run's, in a file that does not write Color itself). A value that may \
    be optional is a review fix, since foregroundStyle takes no nil; an optional one (a ternary \
    with nil) and foregroundColor(nil) are only reported. The two branches of a conditional \
    expression (c ? Circle().foregroundColor(.red) : Circle().foregroundColor(.gray)) change \
    together or not at all, since they must keep one type. A foregroundColor that follows \
    a foregroundStyle on the same chain with only modifiers between that set no foreground \
    and add no view (.foregroundStyle(.primary).foregroundColor(.primary) // for iOS 15) \
    takes effect only where the style does not, as a fallback for an older OS: as a second \
    foregroundStyle it would do nothing, so it is only reported; past an overlay, background \
    or other modifier that adds views it still paints those, and the fix is review. Text keeps a Text-returning foregroundStyle only from iOS 17, macOS 14, tvOS 17 and \
    watchOS 10, so below that a Text in a concatenation, a Text variable or result, an \
    element of a tuple whose declared type has a Text there, an \
    argument of a project function or initializer whose parameter is a Text, or one \
    followed by a Text-only modifier that Views lack on the targets is only reported. In files \
    that import WidgetKit (unless the project compiles them only into apps) or belong to a \
    widget extension target every fix is review (widget labels may render differently). A call whose value is known to be no Color (a CGColor, \
    a UIColor, a type the project declares) cannot be SwiftUI's, which takes only a Color: it \
    is another module's method (a QR-code or chart builder's own) and is left alone. So is a \
    call that builds an AttributeContainer (AttributeContainer.font(.body).foregroundColor(.red), \
    attributes: .init().foregroundColor(.secondary), or any chain that starts from an implicit \
    member, whose type its context gives): the text attribute foregroundColor is not \
    deprecated and no attribute is named foregroundStyle. So is a call on a chain that starts \
    with a static method of another module's type (Tag.font(f).foregroundColor(c), an \
    attributed-text library's style), which builds that module's value, not a view. Nothing \
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
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its facts read function declarations by name (`ProjectMethods`), colours declared
  /// by extensions and static properties, and `foregroundStyle` calls anywhere.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords(words: ["foregroundStyle"]) }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "foregroundColor", key: Key.method, in: file)
      + Self.colourFacts(in: file) + Self.styleUsageFacts(in: file)
  }

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "foregroundColor") && context.mayBeAvailable(viewStyleTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "foregroundColor")
    let project = Project(
      methods: ProjectMethods(context.index, key: Key.method, path: context.path),
      colours: Colours(
        context.index,
        resolver: context.resolver(for: file)),
      widget: context.mayDrawWidgets(file))
    return calls.compactMap { call in
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
    let receiver = receiverKind(site.call.receiver, project.colours.resolver)
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
        "foregroundColor(_:) on a Text in a conditional expression in \(context): foregroundStyle(_:) returns a Text only from iOS 17, macOS 14, tvOS 17 and watchOS 10: left as is",
        nothingToDo: true)
    }
    let other = finding(
      partner.call, partner.argument, project, targets: targets, inConditional: false)
    guard let other, let otherFix = other.fix else {
      // The other branch's own note says what to do there; this one follows it.
      return diagnostic(
        site.call,
        "foregroundColor(_:) in a conditional expression whose other branch cannot change (see its note): both branches must keep one type, so change this one by hand together with it"
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
    // SwiftUI's modifier takes only a Color: a value known to be a CGColor or a type of the
    // project goes to another module's method (a QR-code or chart builder's own), not ours.
    if project.colours.resolver?.isKnown(argument, notToBe: "Color") == true { return nil }
    // An AttributeContainer's foregroundColor attribute: not deprecated, and no attribute is
    // named foregroundStyle.
    if AttributeContainerChain.mayBeAttributes(site.receiver, resolver: project.colours.resolver) {
      return nil
    }
    // `Tag.font(f).foregroundColor(c)`: a static method of another module's type builds what
    // that module says (an attributed-text style), whose own foregroundColor this may be.
    if let type = project.colours.resolver?.foreignStaticCall(heading: site.receiver) {
      return diagnostic(
        site,
        "the chain starts with a static method of \(type), a type of another module, not one of SwiftUI's views: it may build a value of that module (a text style, say), whose own foregroundColor this is and which has no foregroundStyle: left as is",
        nothingToDo: true)
    }
    switch ProjectMethodCheck(
      site, project.methods, signature: "foregroundColor(_:)", id: id,
      resolver: project.colours.resolver)
    {
    case .rewrite: break
    case .leave: return nil
    case .report(let finding): return finding
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
        "foregroundColor(_:) with an optional colour: foregroundStyle(_:) takes no nil (which foregroundColor reads as \"inherit\"), so this is not rewritten: by hand, give nil the style it should show (`.foregroundStyle(colour ?? .primary)`); a colour set further out then no longer shows through"
      )
    case .nonOptional, .unknown: break
    }
    // `.foregroundStyle(.primary).foregroundColor(.primary) // for iOS 15`: the inner style
    // wins wherever it applies, so the colour only takes effect where it does not (an OS
    // that ignored it); renamed, it would be a second style that does nothing.
    if case .adjacent(let style) = Self.innerStyle(below: site) {
      return diagnostic(
        site,
        "the .foregroundStyle(\(style)) nearer the view already sets its foreground (no modifier between them sets one or adds a view), so this foregroundColor(_:) takes effect only where that style does not, as a fallback for an older OS; a second foregroundStyle would do nothing there and the fallback would be lost: left as is (delete it once no deployment target needs it)",
        nothingToDo: true
      )
    }
    // Text.foregroundStyle(_:) -> Text exists on every target.
    // A shape or view receiver was never a Text.
    if !targets.allAtLeast(textStyleTargets),
      receiverKind(site.receiver, project.colours.resolver) != .view
    {
      let chain = site.chain
      // `Text(a).foregroundColor(.red).fixedSize()` is a View whatever foregroundColor became.
      let outermostIsText = keepsText(chain.laterModifiers)
      if let context = inConditional
        ? "a conditional expression"
        : outermostIsText ? textContext(chain.outermost, project.colours.resolver) : nil
      {
        return diagnostic(
          site,
          "foregroundColor(_:) on a Text in \(context): foregroundStyle(_:) returns a Text only from iOS 17, macOS 14, tvOS 17 and watchOS 10: left as is",
          nothingToDo: true)
      }
      // The modifiers that keep the Text a Text, up to the first that makes it a View.
      let textModifiers = chain.laterModifiers.prefix {
        KnownMembers.textModifiers.contains($0)
      }
      if let name = textModifiers.first(where: {
        textOnlyModifiers[$0].map { !targets.allAtLeast($0) } ?? false
      }) {
        return diagnostic(
          site,
          "foregroundColor(_:) on a Text followed by .\(name): after foregroundStyle(_:) it is no longer a Text below iOS 17, macOS 14, tvOS 17 and watchOS 10, and View.\(name) needs newer targets: left as is",
          nothingToDo: true)
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
    if let why = colour.spelledOut { notes.append("SwiftUI.Color spelled out: \(why)") }
    if !notes.isEmpty { message += "; " + notes.joined(separator: "; ") }
    if project.widget {
      safety = .review
      message += "; in a widget, foregroundStyle may render differently"
    }
    // `.foregroundStyle(.primary).overlay { badge }.foregroundColor(.red)`: the inner style
    // sets the view's own, the outer colour still paints what the overlay adds.
    if case .pastAddedContent(let adder) = Self.innerStyle(below: site) {
      safety = .review
      message +=
        "; a foregroundStyle closer to the view already sets the view's own style, and this call also paints what .\(adder) between them adds, as foregroundStyle does too: check it is not kept only as a fallback for an older OS"
    }
    let rename = TextEdit(range: site.access.nameToken.range, replacement: "foregroundStyle")
    return Finding(
      migrationID: id, range: site.range, message: message, safety: safety,
      fix: Fix(edits: [rename] + colour.edits))
  }

  /// A `.foregroundStyle(…)` earlier on the call's own chain, as the nearest modifier
  /// that sets a foreground or adds views.
  enum InnerStyle {
    /// None: the nearest such modifier is another `foregroundColor`, or there is none.
    case none
    /// `.foregroundStyle(s)` with only modifiers between that neither set a foreground nor
    /// add a view (its argument's text).
    case adjacent(String)
    /// A `foregroundStyle` further in, past a modifier that adds views (its name), which the
    /// outer colour paints.
    case pastAddedContent(String)
  }

  static func innerStyle(below site: ModifierCallSite) -> InnerStyle {
    var adder: String?
    for modifier in ModifierChain(outermost: site.receiver).modifiers.reversed() {
      switch modifier.name {
      case "foregroundStyle":
        guard let adder else {
          return .adjacent(modifier.arguments.map(\.node.compactText).joined(separator: ", "))
        }
        return .pastAddedContent(adder)
      case "foregroundColor": return .none
      case _ where viewAddingModifiers.contains(modifier.name):
        adder = adder ?? modifier.name
      default: break
      }
    }
    return .none
  }

  /// Modifiers that add views of their own (which a foreground set outside them paints):
  /// an overlay or a background, presentations, bars and menus; `modifier` may do anything.
  static let viewAddingModifiers: Set<String> = [
    "overlay", "background", "overlayPreferenceValue", "backgroundPreferenceValue",
    "safeAreaInset", "toolbar", "sheet", "fullScreenCover", "popover", "alert",
    "confirmationDialog", "contextMenu", "swipeActions", "navigationDestination", "inspector",
    "modifier",
  ]

  /// `nothingToDo`: the code is right at these deployment targets (a Text that must stay a
  /// Text below iOS 17 keeps foregroundColor), so the finding is `--verbose` only.
  private func diagnostic(_ site: ModifierCallSite, _ message: String, nothingToDo: Bool = false)
    -> Finding
  {
    Finding(
      migrationID: id, range: site.range, message: message, safety: .diagnostic,
      isVerboseOnly: nothingToDo)
  }
}

private enum Key {
  static let method = "foreground-style.method"
}

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
