import SwiftCST

/// Where a view a member builds is laid out, as far as the member's own code tells: among
/// the member's views (`direct`: where the member's views go, wherever that is), or inside
/// a container that offers it no length along an axis (a `List` or `Form` row, or a
/// `ScrollView`'s content along its axes), where a Spacer cannot expand. A view in a
/// modifier's content (`overlay`, `sheet`, `toolbar`…), a `NavigationLink`'s destination or
/// a `Menu`'s content is laid out elsewhere: none of these (an empty placement).
///
/// Besides where it is laid out, the edges on which a view around it within the member
/// ignores the container safe area (`.ignoresSafeArea(edges: .bottom)` on a stack holding
/// it): there it is laid out under the bars, wherever the member's views go.
///
/// Recorded per name a view-building member calls (`MemberInfo.builtPlacements`, the
/// occurrences' placements combined), so that "where is this view type used" can be asked
/// without the other files' trees (`Resolver.unboundedUse(ofViewType:along:)`).
public struct ViewPlacement: OptionSet, Sendable, Hashable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// Among the member's views: laid out where the member's views are.
  public static let direct = ViewPlacement(rawValue: 1)
  /// In a `List` or `Form` row, or a vertical `ScrollView`: offered no height.
  public static let unboundedHeight = ViewPlacement(rawValue: 2)
  /// In a horizontal `ScrollView`: offered no width.
  public static let unboundedWidth = ViewPlacement(rawValue: 4)
  /// Under a view that ignores the container safe area on its top edge.
  public static let ignoringSafeAreaTop = ViewPlacement(rawValue: 8)
  /// … on its bottom edge.
  public static let ignoringSafeAreaBottom = ViewPlacement(rawValue: 16)
  /// … on its leading edge.
  public static let ignoringSafeAreaLeading = ViewPlacement(rawValue: 32)
  /// … on its trailing edge.
  public static let ignoringSafeAreaTrailing = ViewPlacement(rawValue: 64)
  /// Among the member's views, under a `.frame(width:)`/`.frame(height:)` within the member
  /// that fixes a length: there, but not laid out as the member's views are along that axis
  /// (so not `direct`). Still a view on the member's screen (a text field the keyboard
  /// covers, whatever its height).
  public static let framed = ViewPlacement(rawValue: 128)
  /// Among the views a `ViewThatFits` chooses between (no frame fixing a length on the way):
  /// there its ideal size decides whether it is the one shown. Recorded with `direct` or
  /// `framed`, or with the unbounded axes of a container further out, never alone.
  public static let fitted = ViewPlacement(rawValue: 256)
  /// Never a placement: marks a name of `MemberInfo.builtPlacements` also built through a
  /// closure whose placement is asked once the index is complete (`Labelled`), so that
  /// only such names look those up.
  public static let hasLabelled = ViewPlacement(rawValue: 1 << 15)

  /// The placements under a view ignoring the safe area on `edges` (`top`, `bottom`,
  /// `leading`, `trailing`, as `SafeAreaIgnoring` names them).
  public static func ignoringSafeArea(on edges: Set<String>) -> ViewPlacement {
    var placement: ViewPlacement = []
    if edges.contains("top") { placement.insert(.ignoringSafeAreaTop) }
    if edges.contains("bottom") { placement.insert(.ignoringSafeAreaBottom) }
    if edges.contains("leading") { placement.insert(.ignoringSafeAreaLeading) }
    if edges.contains("trailing") { placement.insert(.ignoringSafeAreaTrailing) }
    return placement
  }

  /// The placement of the view `node` builds (a call) within `root`, the body of the
  /// member that holds it (an ancestor of `node`), read up the tree: a call of `List`,
  /// `Form` or `ScrollView` whose content holds the view gives its unbounded axes (less
  /// those a `.frame(width:)` or `.frame(height:)` on the way fixes); a modifier call whose
  /// argument or closure holds it, a `GeometryReader` or a `TabView` (which offer their
  /// content their own size) or a `NavigationLink`'s destination gives none; a `ViewThatFits`
  /// passes it on and adds `fitted` (unless a frame on the way fixed a length); any other call (a stack,
  /// `ForEach`, `Section`, a view of the run taking content) passes it on; reaching `root`
  /// gives `direct`, unless a frame on the way fixed a length (then `framed`: the view is not
  /// laid out as the member's views are along that axis). An `.ignoresSafeArea(…)` or
  /// `.edgesIgnoringSafeArea(…)` on the way adds the edges it ignores (every edge when its
  /// arguments cannot be read), whatever else the answer is.
  /// `index`: the run's, as the file sees it, which tells whether a closure of a call of a
  /// view the run declares builds views the call lays out
  /// (`SemanticIndex.laysOut(closureLabelled:of:)`); without it, or for a callee the run
  /// does not declare, the closure's label is judged by the labels SwiftUI's views use.
  public static func of(
    _ node: Int32, below root: Int32, in raw: RawTree,
    index: SemanticIndex? = nil
  ) -> ViewPlacement {
    withContainer(of: node, below: root, in: raw, index: index).placement
  }

  /// `of(_:below:in:)`, with the call of the `List`, `Form` or `ScrollView` that leaves a
  /// length open (its callee's name token `containerName`: `List`, also in `SwiftUI.List`),
  /// or -1 for both when the placement is not unbounded.
  public static func withContainer(
    of node: Int32, below root: Int32, in raw: RawTree,
    index: SemanticIndex? = nil
  ) -> (placement: ViewPlacement, container: Int32, containerName: Int32) {
    var pending: PendingLabel?
    return walk(of: node, below: root, in: raw, index: index, pending: &pending)
  }

  /// A closure of a call of a run's view (`callee`, its name token) labelled otherwise than
  /// SwiftUI's views label their content (`label`, the token: `trailingContent:`), which a
  /// walk without the index passed as if its content: whether it is, its callee's
  /// declaration tells once the index is complete (`Labelled`).
  struct PendingLabel {
    var callee: Int32 = -1
    var label: Int32 = -1
  }

  /// `withContainer`; with `pending` set on entry, the first closure of a run's view with a
  /// label not on the list (see `PendingLabel`) is passed and recorded there, where without
  /// it the view is laid out elsewhere.
  private static func walk(
    of node: Int32, below root: Int32, in raw: RawTree, index: SemanticIndex?,
    pending: inout PendingLabel?
  ) -> (placement: ViewPlacement, container: Int32, containerName: Int32) {
    var child = node
    var current = raw.parent(node)
    // The node below `child` on the way up (an argument inside an argument list).
    var grandchild: Int32 = -1
    // The axes a `.frame(width:)`/`.frame(height:)` around the view fixes.
    var fixed: ViewPlacement = []
    // The safe-area edges a view around it ignores.
    var ignored: ViewPlacement = []
    // `.fitted` once a ViewThatFits holds it.
    var fitted: ViewPlacement = []
    while current >= 0 {
      if current == root {
        return (
          (fixed.isEmpty ? ViewPlacement.direct : .framed).union(ignored).union(fitted), -1, -1
        )
      }
      if raw.kind(current) == .functionCallExpr {
        let callee = raw.firstChild(current)
        if child == callee {
          // A modifier on the view: the name's first byte picks what it may be.
          if raw.kind(callee) == .memberAccessExpr {
            let name = raw.memberNameToken(callee)
            switch raw.firstByte(name) {
            case UInt8(ascii: "f"):
              fixed.formUnion(fixedAxes(ofModifier: current, name: name, in: raw))
            case UInt8(ascii: "i"), UInt8(ascii: "e"):
              ignored.formUnion(ignoredEdges(ofModifier: current, name: name, in: raw))
            default: break
            }
          }
        } else if callee >= 0 {
          // A modifier's content (`overlay`, `sheet`, `background`, `toolbar`…), or a call
          // of something else than a view's name: laid out apart from the row.
          let name = viewName(callee, in: raw)
          guard name >= 0 else { return (ignored, -1, -1) }
          // A closure that is no content of the call (a Button's action, a run's view's
          // `details:` that it shows elsewhere) lays out nothing where the call is.
          if child != callee,
            !(isContent(child, grandchild, of: current, name: name, in: raw, index: index)
              ?? isContent(child, grandchild, of: current, name: name, in: raw))
          {
            guard var deferred = pending, deferred.label < 0,
              raw.kind(callee) == .declReferenceExpr,
              case let label = closureLabel(child, grandchild, in: raw), label >= 0
            else { return (ignored, -1, -1) }
            deferred.callee = name
            deferred.label = label
            pending = deferred
          }
          // The name's first byte picks the one name it may be (most calls on the way are
          // stacks and modifiers: none is compared).
          let initial = raw.firstByte(name)
          var open: ViewPlacement?
          if (initial == UInt8(ascii: "L") && raw.token(name, is: "List"))
            || (initial == UInt8(ascii: "F") && raw.token(name, is: "Form"))
          {
            open = ViewPlacement.unboundedHeight.subtracting(fixed)
          } else if initial == UInt8(ascii: "S") && raw.token(name, is: "ScrollView") {
            open = scrollAxes(of: current, in: raw).subtracting(fixed)
          }
          if let open {
            return open.isEmpty
              ? (ignored, -1, -1) : (open.union(ignored).union(fitted), current, name)
          }
          // Its content is measured at its ideal size to choose one view (a frame fixing a
          // length on the way fixes that size).
          if initial == UInt8(ascii: "V"), fixed.isEmpty, raw.token(name, is: "ViewThatFits") {
            fitted = .fitted
          }
          if initial == UInt8(ascii: "G") && raw.token(name, is: "GeometryReader") {
            return (ignored, -1, -1)
          }
          // A TabView offers each tab or page its own size, wherever it is itself.
          if initial == UInt8(ascii: "T") && raw.token(name, is: "TabView") {
            return (ignored, -1, -1)
          }
          if initial == UInt8(ascii: "N"), raw.token(name, is: "NavigationLink"),
            isDestination(child, grandchild, of: current, in: raw)
          {
            return (ignored, -1, -1)
          }
          // A Menu's content shows in its pop-up menu, not where the Menu is laid out.
          if initial == UInt8(ascii: "M"), raw.token(name, is: "Menu"),
            isDestination(child, grandchild, of: current, in: raw, argument: "content")
          {
            return (ignored, -1, -1)
          }
        }
      }
      grandchild = child
      child = current
      current = raw.parent(current)
    }
    return (ignored, -1, -1)
  }

  /// The edges an `.ignoresSafeArea(…)`/`.edgesIgnoringSafeArea(…)` modifier call lets its
  /// view run under (`SafeAreaIgnoring.containerEdges`; every edge when its arguments
  /// cannot be read), as placements; none for any other call. `name`: the member name token
  /// of the call's callee, a member access.
  private static func ignoredEdges(ofModifier call: Int32, name: Int32, in raw: RawTree)
    -> ViewPlacement
  {
    guard raw.token(name, is: "ignoresSafeArea") || raw.token(name, is: "edgesIgnoringSafeArea"),
      let modifier = ModifierChain(outermost: raw.syntax(call)).modifiers.last
    else { return [] }
    return ignoringSafeArea(
      on: SafeAreaIgnoring.containerEdges(of: modifier) ?? SafeAreaIgnoring.allEdges)
  }

  /// The name token of a call's callee that names a view: `List`, or `SwiftUI.List` in a
  /// project that declares a `List` of its own; -1 for any other callee.
  private static func viewName(_ callee: Int32, in raw: RawTree) -> Int32 {
    switch raw.kind(callee) {
    case .declReferenceExpr:
      return raw.firstToken(callee)
    case .memberAccessExpr:
      let base = DeclarationScanner.memberBase(callee, in: raw)
      guard base >= 0, raw.kind(base) == .declReferenceExpr,
        raw.token(raw.firstToken(base), is: "SwiftUI")
      else { return -1 }
      return raw.memberNameToken(callee)
    default:
      return -1
    }
  }

  /// The axes a `.frame(…)` modifier call fixes: `height:` the vertical one, `width:` the
  /// horizontal one (as the unbounded placements they rule out). `name`: the member name
  /// token of the call's callee, a member access.
  private static func fixedAxes(ofModifier call: Int32, name: Int32, in raw: RawTree)
    -> ViewPlacement
  {
    guard raw.token(name, is: "frame") else { return [] }
    var axes: ViewPlacement = []
    let list = raw.child(call, .argumentList)
    var argument = list >= 0 ? raw.firstChild(list) : -1
    while argument >= 0 {
      defer { argument = raw.nextSibling(argument) }
      let first = raw.firstToken(argument)
      guard raw.kind(argument) == .argument, first >= 0, Int(first) + 1 < raw.tokenCount,
        raw.tokenKind(first + 1) == .colon
      else { continue }
      if raw.token(first, is: "height") { axes.insert(.unboundedHeight) }
      if raw.token(first, is: "width") { axes.insert(.unboundedWidth) }
    }
    return axes
  }

  /// Whether the part of a `NavigationLink(…)` call holding the view is its destination:
  /// the `destination:` argument, or the trailing closure when a `label:` one follows or a
  /// title comes first (`NavigationLink("Details") { DetailScreen() }`; after
  /// `destination:` or `value:` the trailing closure is the label). For a `Menu(…)` the
  /// same with `argument` `content`: its content (`Menu("Sort") { … }`), not its label.
  private static func isDestination(
    _ child: Int32, _ grandchild: Int32, of call: Int32, in raw: RawTree,
    argument destination: StaticString = "destination"
  ) -> Bool {
    switch raw.kind(child) {
    case .argumentList:
      guard grandchild >= 0, raw.kind(grandchild) == .argument else { return false }
      let first = raw.firstToken(grandchild)
      return first >= 0 && raw.token(first, is: destination)
        && Int(first) + 1 < raw.tokenCount && raw.tokenKind(first + 1) == .colon
    case .closureExpr:
      var sibling = raw.firstChild(call)
      while sibling >= 0 {
        if raw.kind(sibling) == .labeledTrailingClosure {
          let label = raw.firstToken(sibling)
          if label >= 0 && raw.token(label, is: "label") { return true }
        }
        sibling = raw.nextSibling(sibling)
      }
      return startsWithTitle(call, in: raw)
    default:
      return false
    }
  }

  /// Whether the part of a call holding the view (`child`, with `grandchild` below it) may
  /// be its content: the first trailing closure (not `Task`'s, nor a `Button`'s action: after
  /// a title, or before a `label:` closure), a labelled closure whose label names views
  /// (`label:`, `header:`, `content:`; see `contentLabels`), an unlabelled closure argument,
  /// or an argument that is no closure (a view passed as a value). Not an action's closure
  /// (`action:`, `perform:`, `onIncrement:`) nor one a run's view may run later
  /// (`details:`, shown by a Button's action).
  private static func isContent(
    _ child: Int32, _ grandchild: Int32, of call: Int32, name: Int32, in raw: RawTree
  ) -> Bool {
    switch raw.kind(child) {
    case .closureExpr:
      let initial = raw.firstByte(name)
      if initial == UInt8(ascii: "T") && raw.token(name, is: "Task") { return false }
      if initial == UInt8(ascii: "B") && raw.token(name, is: "Button") {
        return !startsWithTitle(call, in: raw) && !hasLabelledTrailingClosure(call, in: raw)
      }
      return true
    case .labeledTrailingClosure:
      return isContentLabel(raw.firstToken(child), in: raw)
    case .argumentList:
      guard grandchild >= 0, raw.kind(grandchild) == .argument else { return true }
      let value = raw.firstChild(grandchild)
      guard value >= 0, raw.kind(value) == .closureExpr else { return true }
      let first = raw.firstToken(grandchild)
      guard first >= 0, Int(first) + 1 < raw.tokenCount, raw.tokenKind(first + 1) == .colon
      else { return true }
      return isContentLabel(first, in: raw)
    default:
      return true
    }
  }

  /// The label token of the closure holding the view (`child`, with `grandchild` below
  /// it): a labelled trailing closure's, or a closure argument's; -1 for any other part.
  private static func closureLabel(_ child: Int32, _ grandchild: Int32, in raw: RawTree)
    -> Int32
  {
    switch raw.kind(child) {
    case .labeledTrailingClosure:
      return raw.firstToken(child)
    case .argumentList:
      guard grandchild >= 0, raw.kind(grandchild) == .argument else { return -1 }
      let value = raw.firstChild(grandchild)
      guard value >= 0, raw.kind(value) == .closureExpr else { return -1 }
      let first = raw.firstToken(grandchild)
      guard first >= 0, Int(first) + 1 < raw.tokenCount, raw.tokenKind(first + 1) == .colon
      else { return -1 }
      return first
    default:
      return -1
    }
  }

  /// What `index` (when given) tells of a closure of a call of a view the run declares
  /// (`name`, the callee's name token) holding the view: whether the callee lays it out
  /// among its views (`SemanticIndex.laysOut(closureLabelled:of:)`, a row's
  /// `trailingContent:` declared `@ViewBuilder`); nil when it does not know, or the part
  /// holding the view is no labelled closure (`isContent` then judges by the label).
  private static func isContent(
    _ child: Int32, _ grandchild: Int32, of call: Int32, name: Int32, in raw: RawTree,
    index: SemanticIndex?
  ) -> Bool? {
    guard let index, case let label = closureLabel(child, grandchild, in: raw), label >= 0
    else { return nil }
    return index.laysOut(closureLabelled: raw.token(label).text, of: raw.token(name).text)
  }

  /// Whether a call has a labelled trailing closure (`Button { … } label: { … }`).
  private static func hasLabelledTrailingClosure(_ call: Int32, in raw: RawTree) -> Bool {
    var sibling = raw.firstChild(call)
    while sibling >= 0 {
      if raw.kind(sibling) == .labeledTrailingClosure { return true }
      sibling = raw.nextSibling(sibling)
    }
    return false
  }

  /// Whether a closure's label (a token) names views: one of `contentLabels`.
  private static func isContentLabel(_ label: Int32, in raw: RawTree) -> Bool {
    guard label >= 0 else { return false }
    return raw.textBytes(label).withUnsafeBufferPointer { contentLabels.id(of: $0) != nil }
  }

  /// The labels of the closures SwiftUI's views build views with (`Section`'s `header:`,
  /// `AsyncImage`'s `placeholder:`, `NavigationSplitView`'s `detail:`, a Gauge's value
  /// labels), which a run's views take too.
  private static let contentLabels: ByteKeyTable = {
    var table = ByteKeyTable()
    for label in [
      "content", "label", "header", "footer", "destination", "placeholder", "icon", "title",
      "subtitle", "description", "actions", "message", "detail", "sidebar", "background",
      "overlay", "leading", "trailing", "top", "bottom", "currentValueLabel",
      "minimumValueLabel", "maximumValueLabel", "markedValueLabels", "rows", "columns",
      "image", "accessory", "prompt", "preview",
    ] {
      var label = label
      label.withUTF8 { _ = table.insert($0) }
    }
    return table
  }()

  /// Whether a call's first argument has no label: a `NavigationLink`'s title.
  private static func startsWithTitle(_ call: Int32, in raw: RawTree) -> Bool {
    let list = raw.child(call, .argumentList)
    var argument = list >= 0 ? raw.firstChild(list) : -1
    while argument >= 0 && raw.kind(argument) != .argument { argument = raw.nextSibling(argument) }
    guard argument >= 0 else { return false }
    let first = raw.firstToken(argument)
    return first >= 0
      && !(Int(first) + 1 < raw.tokenCount && raw.tokenKind(first + 1) == .colon)
  }

  /// The axes a `ScrollView(…)` call scrolls along: vertical without an axes argument; both
  /// when the argument is not written as literal axes.
  private static func scrollAxes(of call: Int32, in raw: RawTree) -> ViewPlacement {
    let list = raw.child(call, .argumentList)
    var argument = list >= 0 ? raw.firstChild(list) : -1
    while argument >= 0 {
      defer { argument = raw.nextSibling(argument) }
      guard raw.kind(argument) == .argument else { continue }
      let first = raw.firstToken(argument)
      let labelled =
        first >= 0 && Int(first) + 1 < raw.tokenCount && raw.tokenKind(first + 1) == .colon
      guard !labelled || raw.token(first, is: "axes") else { continue }
      var axes: ViewPlacement = []
      for token in raw.tokens(argument) {
        if raw.token(token, is: "vertical") { axes.insert(.unboundedHeight) }
        if raw.token(token, is: "horizontal") { axes.insert(.unboundedWidth) }
      }
      return axes.isEmpty ? [.unboundedHeight, .unboundedWidth] : axes
    }
    return .unboundedHeight
  }

  /// The names a view-building member lays out by a bare reference as one of the views of
  /// its body or of a closure in it (`content`, `row(for: item)`, `self.header`, with
  /// modifiers after them), each with the placements of its uses combined (parallel
  /// arrays). Which of them are view-building members of the type (and not locals) is for
  /// the asker to look up; see `Resolver.unboundedUse(ofViewType:along:)`.
  static func memberUses(below root: Int32, in raw: RawTree) -> (
    names: [String], placements: [UInt16]
  ) {
    var names: [String] = []
    var placements: [UInt16] = []
    func read(statementsOf holder: Int32) {
      var statement = raw.firstChild(holder)
      while statement >= 0 {
        defer { statement = raw.nextSibling(statement) }
        let (node, name) = laidOutName(startingStatement: statement, in: raw)
        guard node >= 0 else { continue }
        let text = DeclarationScanner.text(of: name, in: raw)
        let placed = of(node, below: root, in: raw).rawValue
        if let position = names.firstIndex(of: text) {
          placements[position] |= placed
        } else {
          // Room for a few at once (grown one by one from empty, both arrays were
          // reallocated at the second name and again after).
          if names.isEmpty {
            names.reserveCapacity(4)
            placements.reserveCapacity(4)
          }
          names.append(text)
          placements.append(placed)
        }
      }
    }
    // Read from the statements down (far fewer than the references below `root`).
    read(statementsOf: root)
    for kind in statementHolders {
      for holder in raw.nodes(kind, below: root) { read(statementsOf: holder) }
    }
    return (names, placements)
  }

  /// The nodes whose children are statements (or, for a `return`, its value).
  private static let statementHolders: [SyntaxKind] = [
    .accessorBlock, .codeBlock, .closureExpr, .switchCase, .returnStmt,
  ]

  /// The reference a statement starts with when only calls of it and modifiers on it follow
  /// (`content`, `row(for: item).padding()`, `self.header`), and its name token, when that
  /// starts with a lower-case letter; (-1, -1) otherwise.
  private static func laidOutName(startingStatement statement: Int32, in raw: RawTree) -> (
    Int32, Int32
  ) {
    var node = statement
    while node >= 0 {
      switch raw.kind(node) {
      case .functionCallExpr:
        node = raw.firstChild(node)
      case .memberAccessExpr:
        let base = raw.firstChild(node)
        guard base >= 0 else { return (-1, -1) }
        if raw.kind(base) == .declReferenceExpr, raw.tokenKind(raw.firstToken(base)) == .kwSelf {
          let name = raw.memberNameToken(node)
          return isMemberName(name, in: raw) ? (node, name) : (-1, -1)
        }
        node = base
      case .declReferenceExpr:
        let name = raw.firstToken(node)
        return isMemberName(name, in: raw) ? (node, name) : (-1, -1)
      default:
        return (-1, -1)
      }
    }
    return (-1, -1)
  }

  private static func isMemberName(_ token: Int32, in raw: RawTree) -> Bool {
    token >= 0 && raw.tokenKind(token) == .identifier
      && DeclarationScanner.startsWithLowercase(token, in: raw)
  }

  /// The placements of `names` (a member's `builtTypes`) within `root`, its body: for each
  /// name, those of the calls of it there combined (parallel to `names`).
  /// With the placements of the calls laid out through a closure of a run's view labelled
  /// otherwise than SwiftUI's views label their content (`PendingLabel`), apart: whether
  /// they count is asked once the index is complete.
  static func placements(of names: [String], below root: Int32, in raw: RawTree) -> (
    placements: [UInt16], labelled: [Labelled]
  ) {
    guard !names.isEmpty else { return ([], []) }
    // Reserved and appended: `Array(repeating:count:)` allocated through the standard
    // library's unspecialized entry point (see `DeclarationScanBuffers.exactCopy`).
    var result: [UInt16] = []
    var labelled: [Labelled] = []
    result.reserveCapacity(names.count)
    for _ in names.indices { result.append(0) }
    for call in raw.nodes(.functionCallExpr, below: root) {
      let callee = raw.firstChild(call)
      guard callee >= 0 else { continue }
      let name: String
      switch raw.kind(callee) {
      case .declReferenceExpr:
        let token = raw.firstToken(callee)
        guard token >= 0, raw.tokenKind(token) == .identifier,
          DeclarationScanner.startsWithUppercase(token, in: raw)
        else { continue }
        name = DeclarationScanner.text(of: token, in: raw)
      case .memberAccessExpr:
        guard mayBeBuiltName(callee, in: raw) else { continue }
        let text = raw.compactText(callee)
        guard DeclarationScanner.isCapitalisedPath(text) else { continue }
        name = text
      default: continue
      }
      guard let position = names.firstIndex(of: name) else { continue }
      var pending: PendingLabel? = PendingLabel()
      let placement = walk(of: call, below: root, in: raw, index: nil, pending: &pending).placement
      if let pending, pending.label >= 0 {
        if !placement.isEmpty {
          result[position] |= hasLabelled.rawValue
          labelled.append(
            Labelled(
              built: Int32(position), placement: placement.rawValue,
              callee: DeclarationScanner.text(of: pending.callee, in: raw),
              label: DeclarationScanner.text(of: pending.label, in: raw)))
        }
      } else {
        result[position] |= placement.rawValue
      }
    }
    return (result, labelled)
  }

  /// The placement of one call of a name of `builtTypes` through a closure labelled `label`
  /// of a call of `callee` (see `PendingLabel`): it counts where the run's `callee` lays
  /// that closure out among its views (`SemanticIndex.laysOut(closureLabelled:of:)`).
  public struct Labelled: Sendable, Hashable {
    /// The name's position in `builtTypes`.
    public var built: Int32
    public var placement: UInt16
    public var callee: String
    public var label: String
  }

  /// `DeclarationScanner.mayBeCapitalisedPath`, false also when a token starts with an
  /// ASCII byte that none of a member's `builtTypes` holds (they are identifiers joined by
  /// `.`): the `(` or `{` of a modifier chain's first call (`VStack { … }.padding`), which
  /// `mayBeCapitalisedPath` reads past, to the first lower-case part after a `.` (the end
  /// of the content, for a stack holding no modifier). `compactText` holds every token's
  /// text, and no such byte is part of another character or of a decomposition, so that
  /// text is none of the names.
  private static func mayBeBuiltName(_ node: Int32, in raw: RawTree) -> Bool {
    var atPartStart = true
    for token in raw.tokens(node) {
      guard let byte = raw.firstByte(token) else { continue }
      if byte < 0x80 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."):
          break
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
          UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "`"):
          // As `mayBeCapitalisedPath`: a part starting so is not capitalised.
          if atPartStart { return false }
        default:
          return false
        }
      }
      atPartStart = raw.tokenKind(token) == .period
    }
    return true
  }
}
