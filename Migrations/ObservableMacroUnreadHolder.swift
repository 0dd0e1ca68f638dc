import MigrationKit
import SwiftCST

extension ObservableMacro {
  /// A view holding the object (`@ObservedObject var refresher: DefaultsRefresher`) whose
  /// views read none of its properties: the object only made the view build again
  /// (`refresher.bump()` from a Binding's setter, the view showing UserDefaults). As an
  /// `ObservableObject` every change of a `@Published` property ran the view's `body` again;
  /// as `@Observable` only the properties `body` reads do, and it reads none. Said at the
  /// use; nil when any read may be one: `refresher.x` outside an action, a method called
  /// while building views (its reads are tracked), `refresher` or `$refresher` (or
  /// `self.$refresher`) passed on, a string interpolating it, or a member of the type in
  /// another file, which this file cannot see. Printed only with `--verbose` when the view only acts on it (every
  /// reference in a Button's action, `.onChange`, `.task`…, or a method of the view that
  /// builds no views): a view that sends the object commands most often shows nothing that
  /// changes with it.
  static func unreadHolderNote(
    _ use: ObservableScan.Use, className: String, context: MigrationContext
  ) -> (message: String, isVerboseOnly: Bool)? {
    guard let property = use.property else { return nil }
    let raw = use.node.file.rawTree
    var owner = raw.parent(use.node.index)
    while owner >= 0, ![.structDecl, .classDecl, .enumDecl].contains(raw.kind(owner)) {
      owner = raw.parent(owner)
    }
    guard owner >= 0, raw.kind(owner) == .structDecl,
      let view = TypeDeclaration(raw.syntax(owner))?.name
    else { return nil }
    let scopes =
      [owner]
      + use.node.file.nodes(.extensionDecl).filter {
        ObservableNames.lastComponent(TypeDeclaration($0)?.name ?? "") == view
      }.map(\.index)
    // The declaration's own name (`var refresher`) is no read.
    let declaration = raw.descendants(use.node.index)
    let name = Array(property.utf8)
    let projection = Array(("$" + property).utf8)
    // References outside actions that read nothing (`refresher.bump()` in a setter).
    var outsideActions = 0
    var inActions = 0
    /// False when the reference may be a read.
    func counted(_ node: Int32, below scope: Int32) -> Bool {
      if isInAction(node, in: raw, below: scope) {
        inActions += 1
        return true
      }
      guard isUnread(node, in: raw, below: scope) else { return false }
      // A method of the view that builds no views (`func showSheet() { sheets.show(…) }`)
      // sends a command, as an action does; a property (a Binding's setter) may refresh.
      if isInCommandMethod(node, in: raw, below: scope) {
        inActions += 1
      } else {
        outsideActions += 1
      }
      return true
    }
    for scope in scopes {
      for node in raw.nodes(.declReferenceExpr, below: scope) {
        let bytes = raw.textBytes(raw.firstToken(node))
        if bytes.elementsEqual(projection) { return nil }
        guard bytes.elementsEqual(name), !declaration.contains(node) else { continue }
        if !counted(node, below: scope) { return nil }
      }
      for node in raw.nodes(.memberAccessExpr, below: scope) {
        let member = raw.textBytes(raw.memberNameToken(node))
        let isProjection = member.elementsEqual(projection)
        guard isProjection || member.elementsEqual(name) else { continue }
        let base = raw.firstChild(node)
        guard base >= 0, raw.tokenKind(raw.firstToken(base)) == .kwSelf else { continue }
        // `self.$refresher.x`: a binding into it handed on, as `$refresher` is.
        if isProjection { return nil }
        if !counted(node, below: scope) { return nil }
      }
      // A string's interpolations are one token, not parsed: `Text("\(refresher.revision)")`.
      for node in raw.nodes(.stringLiteralExpr, below: scope) {
        let text = raw.syntax(node).text
        if text.contains("\\("), interpolates(text, property) { return nil }
      }
    }
    // Its extensions in other files may read it.
    let path = context.path
    guard context.semantic.members(of: view).allSatisfy({ $0.path == path }) else { return nil }
    let message =
      "\(view) reads none of \(property)'s properties while building its views: as an "
      + "ObservableObject, every change of a @Published property of \(className) ran its body "
      + "again; as @Observable, nothing of \(property) does. If its views show what changes "
      + "with \(className) (a value it refreshes, such as UserDefaults), read the @Published "
      + "property that changes in body, or keep \(className) an ObservableObject"
    return (message, outsideActions == 0 && inActions > 0)
  }

  /// Whether the reference `node` to the held object (`refresher`, `self.refresher`), outside
  /// actions, is no read `body` tracks: the target of an assignment (`refresher.x = 1`), or
  /// the receiver of a method called outside the members that build views
  /// (`refresher.bump()` in a Binding's setter).
  private static func isUnread(_ node: Int32, in raw: RawTree, below owner: Int32) -> Bool {
    let access = raw.parent(node)
    guard access >= 0, raw.kind(access) == .memberAccessExpr, raw.firstChild(access) == node
    else { return false }
    let parent = raw.parent(access)
    guard parent >= 0 else { return false }
    if raw.kind(parent) == .functionCallExpr, raw.firstChild(parent) == access {
      return !isInViewBuildingMember(node, in: raw, below: owner)
    }
    let syntax = raw.syntax(parent)
    return syntax.kind == .sequenceExpr && syntax.firstChild?.index == access
      && syntax.ownTokens.first.map { ObservableMacro.assignments.contains($0.text) } == true
  }

  /// Whether `node` is in a method of `owner` (`func`) that builds no views: one the view
  /// calls to act (`func showLockTimeout() { sheetManager.showBottomSheet { … } }`).
  private static func isInCommandMethod(
    _ node: Int32, in raw: RawTree, below owner: Int32
  ) -> Bool {
    var member = raw.parent(node)
    while member >= 0, member != owner {
      let kind = raw.kind(member)
      if kind == .variableDecl { return false }
      if kind == .functionDecl { return !isInViewBuildingMember(node, in: raw, below: owner) }
      member = raw.parent(member)
    }
    return false
  }

  /// Whether `node` is in a member of `owner` that builds views: its declaration, up to
  /// `{` or `=`, names View (`var body: some View`, `func row() -> some View`). The member
  /// is the outermost declaration below `owner`: a local `let text = model.title(for: key)`
  /// in `body` is part of building its views.
  static func isInViewBuildingMember(
    _ node: Int32, in raw: RawTree, below owner: Int32
  ) -> Bool {
    var member: Int32 = -1
    var ancestor = raw.parent(node)
    while ancestor >= 0, ancestor != owner {
      let kind = raw.kind(ancestor)
      if kind == .variableDecl || kind == .functionDecl { member = ancestor }
      ancestor = raw.parent(ancestor)
    }
    guard member >= 0 else { return false }
    let text = raw.syntax(member).text
    let head = text.prefix { $0 != "{" && $0 != "=" }
    return head.contains("View")
  }
}
