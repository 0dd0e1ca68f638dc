import MigrationKit
import SwiftCST

/// Diagnostics for layout that assumes a fixed device instead of the space offered: a size
/// class kept in an App, Scene, model or view model; a GeometryReader whose safe-area insets
/// are subtracted from its size or applied again as padding; and hard-coded stand-ins for
/// the home indicator or the tab bar (`.padding(.bottom, 34)`, `49`, `83`), except in a
/// module that builds for macOS alone, where those iPhone sizes stand in for nothing.
public struct LayoutAssumptions: Migration {
  public let id = "layout-assumptions"
  public let summary =
    "Report size classes kept outside views, safe-area insets counted twice, bar heights hard-coded"
  public let rationale = """
    The layout guide asks for decisions made from the space SwiftUI offers a view. Three \
    habits break that and are reported (no fix; each needs a decision): a horizontal or \
    vertical size class read or stored in an App, a Scene or a model class, which does not \
    own any view's proposal and goes stale while a window resizes (read it in the view \
    nearest the decision, or pass it in where it is used); a GeometryReader whose size has \
    its own safeAreaInsets subtracted, or whose insets are applied again as padding inside \
    it, counting space twice that SwiftUI already reserved (GeometryProxy.size is the \
    region inside the safe area), except where the reader is laid out under the bars on \
    those edges: a view around it ignores the safe area there, in its own declaration or, \
    for a reader among the views of a type's body or helper, in the body of a type that \
    lays that type out (directly or through other types' bodies), where its size and insets \
    are a full-bleed view's and padding by them keeps content clear of the bars; and \
    .padding(.bottom, 34), 49 or 83, the home \
    indicator, tab bar and both on one iPhone, which are wrong on every other device and \
    window (remove the stand-in and let safe-area layout reserve the space, or put bar \
    content in safeAreaInset(edge: .bottom), or safeAreaBar(edge: .bottom) from iOS 26); \
    not when the view's next modifier is an overlay at its bottom, which the padding makes \
    room for, nor when a view follows it in its VStack, which the padding spaces it from. \
    In a module that builds for macOS alone those numbers are not an iPhone's bars, and \
    they are not reported.
    """
  public let example = (
    before: """
    GeometryReader { proxy in
      Content()
        .frame(height: proxy.size.height - proxy.safeAreaInsets.bottom)
    }
    """,
    after: """
    GeometryReader { proxy in
      Content()
        .frame(height: proxy.size.height)
    }
    """
  )
  public let safety = Safety.diagnostic
  // Reports only: the fix point does not ask again about a file it rewrote.
  public var findsFixes: Bool { false }
  public var group: String? { LayoutPractices.group }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  /// Every finding is at a declaration whose bytes spell `SizeClass`, a GeometryReader call,
  /// or a padding call that holds `.bottom` (most files have none).
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.containsBytes("SizeClass", in: 0..<file.bytes.count)
      || file.hasCalls(named: "GeometryReader")
      || (file.hasCalls(named: "padding")
        && file.containsBytes(".bottom", in: 0..<file.bytes.count))
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    var findings: [Finding] = []
    // Made when a candidate first asks (most files have none).
    var madeResolver: Resolver?
    func resolver() -> Resolver {
      let resolver =
        madeResolver ?? context.resolver(for: file)
      madeResolver = resolver
      return resolver
    }
    // Both kinds of size-class property spell `SizeClass` inside the declaration. (Scanned,
    // not remembered: no other migration asks, and a remembered answer costs more to keep.)
    if file.containsBytes("SizeClass", in: 0..<file.bytes.count) {
      for node in file.nodes(.variableDecl) where Self.mentionsSizeClass(node) {
        if let message = storedSizeClass(node, resolver()) {
          findings.append(report(node, message))
        }
      }
    }
    for call in file.calls(named: "GeometryReader") {
      findings += doubleCountedInsets(call, resolver)
    }
    for call in file.calls(named: "padding")
    where file.containsBytes(".bottom", in: call.node.range) {
      // 34, 49 and 83 are iPhone sizes: on a Mac they stand in for nothing.
      if context.buildsOnlyForMacOS(at: call.node) { continue }
      if let finding = barStandIn(call, resolver()) { findings.append(finding) }
    }
    return findings.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  private func report(_ node: Syntax, _ message: String) -> Finding {
    Finding(migrationID: id, range: node.range, message: message, safety: .diagnostic)
  }

  // MARK: Size classes outside views

  /// Whether the declaration's bytes hold `SizeClass` (its attribute's argument or its type
  /// must, for `storedSizeClass` to report it).
  private static func mentionsSizeClass(_ node: Syntax) -> Bool {
    node.file.containsBytes("SizeClass", in: node.range)
  }

  /// `@Environment(\.horizontalSizeClass) var …` in an App or Scene, or a stored
  /// `UserInterfaceSizeClass` property of a class (a model or view model).
  private func storedSizeClass(_ node: Syntax, _ resolver: Resolver) -> String? {
    guard let variable = VariableDeclaration(node),
      let owner = node.ancestor(
        .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .functionDecl,
        .initializerDecl, .closureExpr
      ), let type = TypeDeclaration(owner)
    else { return nil }
    let environment = variable.header.attributes.first { attribute in
      attribute.name == "Environment"
        && (attribute.arguments?.text.contains("SizeClass") ?? false)
    }
    let written = variable.bindings.contains {
      $0.type?.text.contains("UserInterfaceSizeClass") ?? false
    }
    guard environment != nil || written else { return nil }
    // The conformances of the declaration and its extensions, as the index merged them.
    let inherited = Set(
      resolver.enclosingType(of: node)?.inheritance ?? type.inheritedTypes.map(\.text))
    if !inherited.isDisjoint(with: ["App", "Scene", "SwiftUI.App", "SwiftUI.Scene"]) {
      return
        "a size class read in an App or Scene is the scene's, not the one at the view that decides: read @Environment(\\.horizontalSizeClass) in the View nearest the layout decision"
    }
    guard owner.kind == .classDecl || owner.kind == .actorDecl,
      !inherited.contains("UIViewController")
    else { return nil }
    // `var sizeClass { didSet { … } }`: the model reacts to each new value, so views pass it
    // in as it changes (`.onChange(of: sizeClass) { model.sizeClass = $1 }`), as advised.
    let observed = node.descendants(.accessorDecl).contains { accessor in
      accessor.firstToken.map { $0.is("didSet") || $0.is("willSet") } ?? false
    }
    guard !observed else { return nil }
    return
      "a size class stored in a model or view model goes stale while the window resizes: read it in the View nearest the layout decision, or pass it in where the model needs it"
  }

  // MARK: Safe-area insets counted twice

  private func doubleCountedInsets(_ call: FunctionCall, _ resolver: () -> Resolver)
    -> [Finding]
  {
    guard let closure = call.trailingClosure,
      let proxy = closure.signature?.descendants(.parameter).first.flatMap({
        Parameter($0).localName
      })
        ?? closure.signature?.tokens.first(where: { $0.kind == .identifier })?.text
    else { return [] }
    var findings: [Finding] = []
    for sequence in closure.node.descendants(.sequenceExpr) {
      let operands = sequence.children
      let operators = sequence.ownTokens
      guard operators.count == operands.count - 1 else { continue }
      // The insets are subtracted (`- proxy.safeAreaInsets.top`) after the size was read;
      // adding them back (`+ proxy.safeAreaInsets.bottom`) is a different decision.
      let subtracted = operands.indices.dropFirst().contains { index in
        operators[index - 1].kind == .binaryOperator && operators[index - 1].is("-")
          && reads(proxy, "safeAreaInsets", in: operands[index])
          && operands[..<index].contains { reads(proxy, "size", in: $0) }
      }
      // A reader laid out under the bars (it, or a view holding it, ignores the safe
      // area) has a size that includes them: subtracting the insets is right there.
      guard subtracted,
        !SafeAreaIgnoring.isIgnored(around: call.node, on: SafeAreaIgnoring.allEdges),
        !laidOutUnderBars(call.node, on: SafeAreaIgnoring.allEdges, resolver())
      else { continue }
      findings.append(
        report(
          sequence,
          "\(proxy).size is already the space inside the safe area: subtracting \(proxy).safeAreaInsets counts the insets twice"
        ))
    }
    for padding in closure.node.descendants(.functionCallExpr) {
      guard let site = FunctionCall(padding), site.memberAccess?.name == "padding",
        site.arguments.contains(where: { argument in
          argument.expression.map { reads(proxy, "safeAreaInsets", in: $0) } ?? false
        })
      else { continue }
      let edges = Self.paddedEdges(site)
      guard let dot = site.memberAccess?.dotToken,
        !SafeAreaIgnoring.isIgnored(around: padding, on: edges),
        !laidOutUnderBars(call.node, on: edges, resolver())
      else { continue }
      findings.append(
        Finding(
          migrationID: id, range: dot.range.lowerBound..<padding.range.upperBound,
          message:
            "padding by \(proxy).safeAreaInsets inside the GeometryReader applies the insets SwiftUI already reserved a second time: remove it, or use safeAreaInset/safeAreaPadding for an intentional margin",
          safety: .diagnostic))
    }
    return findings
  }

  /// Whether the run lays out the reader under the bars on one of `edges` where its
  /// declaration does not say so: the member holding it lays it out among its views, and a
  /// view of another type's body that holds the type (or holds a type whose body holds it,
  /// and so on) ignores the safe area there (`Resolver.viewUse(around:along:)`, asked for
  /// those edges). Its size and insets are then those of a view under the bars, as with an
  /// `.ignoresSafeArea` written around it.
  private func laidOutUnderBars(_ reader: Syntax, on edges: Set<String>, _ resolver: Resolver)
    -> Bool
  {
    resolver.viewUse(around: reader, along: ViewPlacement.ignoringSafeArea(on: edges)) != nil
  }

  /// The edges a padding call pads: its first unlabelled argument when it has two
  /// (`.padding(.top, inset)`), every edge otherwise (`.padding(insets)`).
  private static func paddedEdges(_ site: FunctionCall) -> Set<String> {
    let arguments = site.arguments
    guard arguments.count == 2, arguments[0].label == nil,
      let expression = arguments[0].expression, let edges = SafeAreaIgnoring.edges(expression)
    else { return SafeAreaIgnoring.allEdges }
    return edges
  }

  /// Whether `node` is or starts with `proxy.member` (`proxy.size.height`).
  private func reads(_ proxy: String, _ member: String, in node: Syntax) -> Bool {
    var current: Syntax? = node
    while let expression = current {
      if let access = MemberAccess(expression), let base = access.base {
        if base.kind == .declReferenceExpr, base.text == proxy, access.name == member {
          return true
        }
        current = base
      } else if expression.kind == .tupleExpr {
        current = expression.firstChild?.firstChild
      } else {
        return false
      }
    }
    return false
  }

  // MARK: Bar stand-ins

  private func barStandIn(_ call: FunctionCall, _ resolver: Resolver) -> Finding? {
    guard let site = ModifierCallSite(call.node, named: "padding"), site.labels == ["_", "_"],
      let edge = site.call.arguments.first?.expression, edge.text == ".bottom",
      let length = site.call.arguments.last?.expression,
      length.kind == .integerLiteralExpr
        || length.kind == .floatLiteralExpr, LayoutPractices.isViewCode(call.node, resolver)
    else { return nil }
    let value = length.text.hasSuffix(".0") ? String(length.text.dropLast(2)) : length.text
    guard let stand = standIns[value], !Self.makesRoomForBottomOverlay(call),
      !Self.spacesViewBelow(call)
    else { return nil }
    return Finding(
      migrationID: id, range: site.range,
      message:
        "\(value) points is \(stand) on one iPhone, and wrong on other devices and in other windows: remove the stand-in and let safe-area layout reserve the space, or put bar content in safeAreaInset(edge: .bottom) (safeAreaBar(edge: .bottom) from iOS 26); safeAreaPadding does not track the inset either",
      safety: .diagnostic)
  }
}

extension LayoutAssumptions {
  /// Whether the padded view's next modifier is an overlay aligned to its bottom
  /// (`.overlay(alignment: .bottom) { … }`, `.overlay(v, alignment: .bottomLeading)`): the
  /// padding makes room for that overlay (mundo's character count under a text field), as
  /// tall as it whatever the number, and stands in for no bar.
  static func makesRoomForBottomOverlay(_ padding: FunctionCall) -> Bool {
    guard let next = ModifierChain(base: padding.node).modifiers.first, next.name == "overlay",
      let alignment = next.arguments.first(where: { $0.label == "alignment" })?.expression
    else { return false }
    return alignment.text.hasPrefix(".bottom")
  }

  /// Whether the padded view is a view of a VStack with a view after it (a subtitle padded
  /// above the buttons under it): the padding spaces the two, and the view is nowhere near
  /// the screen's bottom edge to stand in for a bar. A later `if`, `switch` or `ForEach` may
  /// show nothing, and does not count.
  static func spacesViewBelow(_ padding: FunctionCall) -> Bool {
    let statement = ModifierChain(base: padding.node).outermost
    guard let closure = statement.parent, closure.kind == .closureExpr,
      let stack = closure.parent.flatMap(FunctionCall.init),
      stack.trailingClosure?.node == closure,
      ["VStack", "LazyVStack"].contains(stack.calleeName ?? "")
    else { return false }
    var next = statement.nextSibling
    while let sibling = next {
      if [.functionCallExpr, .memberAccessExpr, .declReferenceExpr].contains(sibling.kind),
        ModifierChain(outermost: sibling).base.leftmostName != "ForEach"
      {
        return true
      }
      next = sibling.nextSibling
    }
    return false
  }
}

/// Bottom paddings that stand in for system insets: what each is on the iPhone it came from.
private let standIns: [String: String] = [
  "34": "the home indicator's safe-area inset",
  "49": "the tab bar's height",
  "83": "the tab bar's height with the home indicator",
]
