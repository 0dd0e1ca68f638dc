import MigrationKit
import SwiftCST

/// `struct X_Previews: PreviewProvider { static var previews: some View { V } }` → `#Preview { V }`.
///
/// Xcode 15 introduced the `#Preview` macro; `Preview(_:body:)` is documented for every OS
/// SwiftUI runs on (iOS 13, macOS 10.15), so it does not depend on the deployment target, while
/// its `traits:` form needs iOS 17, macOS 14, tvOS 17, watchOS 10. `.previewDisplayName("n")`
/// becomes the name, `.previewLayout(.sizeThatFits)` and `.fixed(width:height:)` the layout
/// traits, `.previewInterfaceOrientation(o)` an orientation trait; a `Group` of previews (or a
/// body of several views) becomes one `#Preview` each. Anything the macro cannot say the same
/// way is reported: other members of the provider (`@State`, helpers, `platform`), loops and
/// `ForEach`, `previewDevice`, setup shared by the previews (modifiers on the `Group`,
/// declarations before several views), a provider not at file scope or referred to by name.
/// Declarations before a single view stay, and the view is returned.
public struct PreviewMacro: Migration {
  public let id = "preview-macro"
  public let summary = "Replace PreviewProvider types with the #Preview macro"
  public let rationale = """
    Xcode 15 replaced PreviewProvider with the #Preview macro. Preview(_:body:) is documented \
    for iOS 13, macOS 10.15, tvOS 13, watchOS 6 and visionOS 1, so it works whatever the \
    deployment target (the project needs Xcode 15 or later to build it); the traits: form, \
    Preview(_:traits:_:body:), needs iOS 17, macOS 14, tvOS 17 or watchOS 10. A provider at \
    file scope (inside #if DEBUG too, which stays) whose only member is static var previews \
    becomes one #Preview per view: .previewDisplayName("Name") becomes #Preview("Name"), \
    .previewLayout(.sizeThatFits) and .previewLayout(.fixed(width:height:)) become \
    traits: .sizeThatFitsLayout and .fixedLayout(width:height:), \
    .previewInterfaceOrientation(.landscapeLeft) the orientation trait, and a Group of previews \
    (or several views) one #Preview each, in order; a Group of one view with modifiers of \
    its own is one preview: the Group goes when those are all preview modifiers, and stays \
    in the #Preview otherwise. Declarations before a single view (let \
    model = …) stay, with the lines and comments between them and the view, and the view is \
    returned, as a #Preview body with declarations needs. \
    Reported instead: other members of the provider (@State, helpers, platform), ForEach and \
    loops (previewDevice loops), previewDevice and previewContext, modifiers on a Group of \
    several views or declarations before them (setup shared by the previews), traits below iOS 17, \
    a provider nested in a type, with attributes, or referred to by name anywhere in the \
    project, and one holding a comment the #Preview has no place for (on the previews \
    property, or among the preview modifiers). Sources: \
    developer.apple.com/documentation/swiftui/preview(_:body:) and \
    developer.apple.com/documentation/swiftui/preview(_:traits:_:body:).
    """
  public let example = (
    before: """
    struct BadgeView_Previews: PreviewProvider {
      static var previews: some View {
        Group {
          BadgeView(count: 3)
            .previewDisplayName("Three")
          BadgeView(count: 120)
            .previewDisplayName("Many")
        }
      }
    }
    """,
    after: """
    #Preview("Three") {
      BadgeView(count: 3)
    }

    #Preview("Many") {
      BadgeView(count: 120)
    }
    """
  )
  public let safety = Safety.safe
  public var group: String? { "deprecated-api" }
  public var usesProjectIndex: Bool { true }

  public init() {}

  /// Capitalised names the file refers to, so a provider used by name elsewhere stays: one
  /// fact, a name a line (see `ProjectIndex.containsLine`); and the file's providers.
  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    references(in: file, scope: nil) + earlyFacts(in: file)
  }

  /// The references are late facts: findings ask only whether a provider's name is
  /// referenced, and recording every capitalised name of the project cost more than the
  /// rest of the migration.
  public var hasLateFacts: Bool { true }

  /// The names of the file's `PreviewProvider` structs (the scope of the late facts).
  public func earlyFacts(in file: SourceFile) -> [ProjectFact] {
    guard file.containsBytes("PreviewProvider") else { return [] }
    let tree = file.rawTree
    return tree.nodes(.structDecl).compactMap { node in
      guard Self.mayInheritPreviewProvider(node, tree),
        let provider = TypeDeclaration(tree.syntax(node)), provider.inherits("PreviewProvider")
      else { return nil }
      return ProjectFact(key: providersKey, value: provider.name)
    }
  }

  /// Every provider's name: `findings` asks about no other reference.
  public func lateFactScope(in index: ProjectIndex) -> FactScope {
    FactScope(names: Set(index.values(forKey: providersKey)))
  }

  public func lateFacts(in file: SourceFile, own: OwnDeclarations, scope: FactScope)
    -> [ProjectFact]
  {
    guard !scope.names.isEmpty else { return [] }
    return references(in: file, scope: scope)
  }

  /// The capitalised names the file refers to, one a line; with a `scope`, only its names.
  private func references(in file: SourceFile, scope: FactScope?) -> [ProjectFact] {
    // Names deduplicated by their bytes: a string only per distinct name. With a scope,
    // its test comes first (it gives the same answer for every spelling of a name), and
    // the set is made on the first name kept: most files have none.
    let raw = file.rawTree
    var distinct: TokenTextSet?
    var names: [UInt8] = []
    for reference in raw.nodes(.declReferenceExpr) {
      let token = raw.firstToken(reference)
      guard token >= 0, raw.tokenKind(token) == .identifier,
        let first = raw.firstByte(token), first >= 65, first <= 90
      else { continue }
      if let scope, !raw.textBytes(token).withUnsafeBufferPointer({ scope.contains($0) }) {
        continue
      }
      if distinct == nil { distinct = TokenTextSet(file: file) }
      guard distinct!.insert(tokenAt: token) else { continue }
      FactText.append(token, of: raw, to: &names)
      names.append(UInt8(ascii: "\n"))
    }
    guard !names.isEmpty else { return [] }
    return [ProjectFact(key: referenceKey, value: String(decoding: names, as: UTF8.self))]
  }

  /// Whether the inheritance clause of the struct `node` has a token `PreviewProvider`: what
  /// `inherits("PreviewProvider")` needs (it compares an inherited type's whole text), read
  /// from the token table without making strings, since most structs are not providers.
  static func mayInheritPreviewProvider(_ node: Int32, _ tree: RawTree) -> Bool {
    let clause = tree.child(node, .inheritanceClause)
    return clause >= 0 && tree.tokens(clause).contains { tree.token($0, is: "PreviewProvider") }
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    let tree = file.rawTree
    return file.nodes(.structDecl).compactMap { node in
      guard Self.mayInheritPreviewProvider(node.index, tree),
        let provider = TypeDeclaration(node), provider.inherits("PreviewProvider"),
        let keyword = provider.keywordToken, let nameToken = keyword.next
      else { return nil }
      let range = keyword.range.lowerBound..<nameToken.range.upperBound
      switch PreviewProviderShape.read(provider) {
      case .failure(let refusal):
        return report(provider, refusal.reason, range)
      case .success(let previews):
        if context.index.containsLine(referenceKey, provider.name) {
          return report(provider, "the project refers to \(provider.name) by name", range)
        }
        if previews.contains(where: { !$0.traits.isEmpty }),
          !context.isAvailable(traitTargets, at: node)
        {
          return report(
            provider, "its layout or orientation becomes a preview trait, which needs iOS 17",
            range)
        }
        let text = PreviewProviderShape.written(
          previews, at: provider, in: file, style: context.style)
        return Finding(
          migrationID: id, range: range,
          message:
            "PreviewProvider is superseded by the #Preview macro: \(provider.name) becomes \(previews.count == 1 ? "one #Preview" : "\(previews.count) #Preview macros")",
          safety: .safe,
          fix: Fix(
            edits: [
              TextEdit(range: keyword.range.lowerBound..<node.range.upperBound, replacement: text)
            ] + Self.markRenamed(before: provider)))
      }
    }
  }

  /// `// MARK: - Badge_Previews` right above the provider names a type the rewrite removes:
  /// it becomes `// MARK: - Previews`, as such sections are commonly named.
  static func markRenamed(before provider: TypeDeclaration) -> [TextEdit] {
    guard let first = provider.node.firstToken,
      let comment = provider.node.file.comments(in: first.leadingTriviaRange).last
    else { return [] }
    let file = provider.node.file
    let text = file.text(comment)
    guard text.hasPrefix("//"), text.hasSuffix(provider.name) else { return [] }
    var label = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
    guard label.hasPrefix("MARK:") else { return [] }
    label = label.dropFirst(5).drop { $0 == " " || $0 == "\t" }
    if label.hasPrefix("-") { label = label.dropFirst().drop { $0 == " " || $0 == "\t" } }
    guard label == provider.name else { return [] }
    let start = comment.upperBound - provider.name.utf8.count
    return [TextEdit(range: start..<comment.upperBound, replacement: "Previews")]
  }

  private func report(_ provider: TypeDeclaration, _ reason: String, _ range: Range<Int>)
    -> Finding
  {
    // PreviewProvider is not deprecated: a provider kept as it is needs nothing (`--verbose`).
    var finding = Finding(
      migrationID: id, range: range,
      message:
        "PreviewProvider is superseded by the #Preview macro, but \(reason): \(provider.name) left as is",
      safety: .diagnostic)
    finding.isVerboseOnly = true
    return finding
  }
}

/// One `#Preview` to write: its name, traits and view.
struct PreviewMacroPreview {
  var name: String?
  var traits: [String]
  var view: Syntax
  /// Preview modifiers to cut out of the view's text (byte ranges of the file).
  var removals: [Range<Int>]
  /// Declarations before the view (`let model = Model.sample`), kept before `return view`.
  var setup: [Syntax] = []
}

/// Reads a provider into the `#Preview`s it becomes, or says why it cannot.
enum PreviewProviderShape {
  struct Refusal: Error { let reason: String }

  static func read(_ provider: TypeDeclaration) -> Result<[PreviewMacroPreview], Refusal> {
    if let refusal = placementRefusal(provider) { return .failure(Refusal(reason: refusal)) }
    let members = provider.members
    guard members.count == 1, let variable = VariableDeclaration(members[0]),
      variable.header.hasModifier("static"), variable.bindings.count == 1,
      variable.bindings[0].name == "previews",
      let statements = variable.bindings[0].getterStatements
    else {
      let names = members.compactMap { member -> String? in
        if let variable = VariableDeclaration(member) { return variable.bindings.first?.name }
        if let function = FunctionDeclaration(member) { return function.name }
        if let type = TypeDeclaration(member) { return type.name }
        return nil
      }.filter { $0 != "previews" }
      let what = names.isEmpty ? "members besides previews" : names.joined(separator: ", ")
      return .failure(
        Refusal(reason: "the provider also declares \(what), which #Preview cannot hold"))
    }
    var views = statements
    // `let model = …` before the one view: kept, and the view returned (`return` is what a
    // #Preview body with declarations needs where the SDK's body is a plain closure).
    var setup: [Syntax] = []
    while views.count > 1, views[0].kind == .variableDecl {
      setup.append(views.removeFirst())
    }
    if let last = views.last, last.kind == .returnStmt, let value = last.firstChild {
      views[views.count - 1] = value
    }
    if !setup.isEmpty, views.count != 1 || isGroup(views[0]) {
      return .failure(
        Refusal(reason: "its previews share setup (`\(setup[0].excerpt(30))`)"))
    }
    if views.count == 1, isGroup(views[0]), let closure = FunctionCall(views[0])?.trailingClosure {
      views = closure.statements
    }
    guard !views.isEmpty else { return .failure(Refusal(reason: "its previews are empty")) }
    var previews: [PreviewMacroPreview] = []
    for view in views {
      switch preview(of: view, provider: provider) {
      case .failure(let refusal): return .failure(refusal)
      case .success(var preview):
        preview.setup = setup
        previews.append(preview)
      }
    }
    if setup.contains(where: { refersToProvider($0, provider) }) {
      return .failure(Refusal(reason: "its previews refer to the provider itself"))
    }
    if let comment = lostComment(in: provider, previews) {
      let text = provider.node.file.text(comment)
      let shown = text.count <= 30 ? text : text.prefix(29) + "…"
      return .failure(Refusal(reason: "its comment `\(shown)` would be lost"))
    }
    return .success(previews)
  }

  /// The first comment in the provider that its `#Preview`s would not keep. They keep each
  /// view (less its preview modifiers), the setup declarations and the lines between the
  /// setup and the view (`setupGap`).
  private static func lostComment(
    in provider: TypeDeclaration, _ previews: [PreviewMacroPreview]
  ) -> Range<Int>? {
    let file = provider.node.file
    guard let keyword = provider.keywordToken else { return nil }
    var kept: [Range<Int>] = []
    for preview in previews {
      var position = preview.view.range.lowerBound
      for removal in preview.removals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        kept.append(position..<removal.lowerBound)
        position = removal.upperBound
      }
      kept.append(position..<preview.view.range.upperBound)
      if let first = preview.setup.first, let last = preview.setup.last {
        let gap = setupGap(of: preview, in: file).map(\.utf8.count) ?? 0
        kept.append(first.range.lowerBound..<(last.range.upperBound + gap))
      }
    }
    for index in keyword.index..<provider.node.tokenIndices.upperBound {
      let token = file.token(at: index)
      // The keyword's leading trivia (a doc comment on the provider) is not replaced.
      let leading = index == keyword.index ? [] : file.comments(in: token.leadingTriviaRange)
      let comments = leading + file.comments(in: token.trailingTriviaRange)
      if let lost = comments.first(where: { comment in
        !kept.contains { $0.contains(comment.lowerBound) }
      }) {
        return lost
      }
    }
    return nil
  }

  /// What stands between a preview's setup and its view, through the last line break before
  /// the view (`\n\n    // Signed in.\n` before `return DetailView()`), when only
  /// indentation and `return` precede the view on its line; nil otherwise.
  static func setupGap(of preview: PreviewMacroPreview, in file: SourceFile) -> String? {
    guard let last = preview.setup.last else { return nil }
    let gap = file.text(last.range.upperBound..<preview.view.range.lowerBound)
    guard let lineBreak = gap.lastIndex(where: \.isNewline) else { return nil }
    let rest = gap[gap.index(after: lineBreak)...].filter { $0 != " " && $0 != "\t" }
    guard rest.isEmpty || rest == "return" else { return nil }
    return String(gap[...lineBreak])
  }

  /// `Group { … }` with no arguments or modifiers.
  private static func isGroup(_ view: Syntax) -> Bool {
    guard let group = FunctionCall(view), group.callee.text == "Group" else { return false }
    return group.trailingClosure != nil && group.argumentList == nil
  }

  private static func refersToProvider(_ node: Syntax, _ provider: TypeDeclaration) -> Bool {
    node.descendants(.declReferenceExpr).contains {
      $0.text == provider.name || $0.text == "Self" || $0.text == "previews"
    }
  }

  /// At file scope, or in `#if` blocks there; no attributes or generic parameters.
  private static func placementRefusal(_ provider: TypeDeclaration) -> String? {
    var parent = provider.node.parent
    while let current = parent, current.kind == .ifConfigClause || current.kind == .ifConfigDecl {
      parent = current.parent
    }
    guard parent?.kind == .sourceFile else {
      return "#Preview can only stand at file scope, and the provider is nested"
    }
    if !provider.header.attributes.isEmpty { return "the provider has attributes" }
    if !provider.genericParameters.isEmpty || provider.inheritedTypes.count != 1 {
      return "the provider is generic or has other conformances"
    }
    return nil
  }

  static let skippedViews: Set<String> = ["ForEach"]

  private static func preview(of view: Syntax, provider: TypeDeclaration) -> Result<
    PreviewMacroPreview, Refusal
  > {
    switch view.kind {
    case .functionCallExpr, .memberAccessExpr, .declReferenceExpr: break
    default:
      return .failure(
        Refusal(
          reason:
            "its previews hold a statement (`\(view.excerpt(30))`), shared setup or a loop"))
    }
    if refersToProvider(view, provider) {
      return .failure(Refusal(reason: "its previews refer to the provider itself"))
    }
    let chain = ModifierChain(outermost: view)
    if let base = FunctionCall(chain.base), let name = base.calleeName,
      skippedViews.contains(name)
    {
      return .failure(Refusal(reason: "its previews loop with \(name) (a previewDevice loop?)"))
    }
    // The one view of a Group whose modifiers all become #Preview arguments: the Group goes.
    let onlyView: Syntax?
    switch groupedView(chain) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let view): onlyView = view
    }
    var result = PreviewMacroPreview(name: nil, traits: [], view: view, removals: [])
    for modifier in chain.modifiers where modifier.name.hasPrefix("preview") {
      guard let call = modifier.call, call.arguments.count == 1, call.trailingClosure == nil,
        let argument = call.arguments[0].expression, let base = modifier.memberAccess.base
      else { return .failure(Refusal(reason: "its .\(modifier.name) is not a plain call")) }
      switch modifier.name {
      case "previewDisplayName":
        guard argument.kind == .stringLiteralExpr, result.name == nil else {
          return .failure(Refusal(reason: "its preview name is not a string literal"))
        }
        result.name = argument.text
      case "previewLayout":
        guard let trait = layoutTrait(argument) else {
          return .failure(Refusal(reason: "its layout `\(argument.text)` has no trait"))
        }
        result.traits.append(trait)
      case "previewInterfaceOrientation":
        guard let access = MemberAccess(argument), access.base == nil,
          ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"].contains(
            access.name)
        else { return .failure(Refusal(reason: "its orientation is not a literal")) }
        result.traits.append("." + access.name)
      default:
        return .failure(
          Refusal(reason: "#Preview has no trait for .\(modifier.name) (pick it in the canvas)"))
      }
      result.removals.append(base.range.upperBound..<call.node.range.upperBound)
    }
    if let onlyView {
      result.view = onlyView
      result.removals = []
    }
    return .success(result)
  }

  /// `.sizeThatFits` → `.sizeThatFitsLayout`, `.fixed(width: w, height: h)` →
  /// `.fixedLayout(width: w, height: h)`, `.device` → `.defaultLayout`.
  private static func layoutTrait(_ argument: Syntax) -> String? {
    if let access = MemberAccess(argument), access.base == nil {
      switch access.name {
      case "sizeThatFits": return ".sizeThatFitsLayout"
      case "device": return ".defaultLayout"
      default: return nil
      }
    }
    guard let call = FunctionCall(argument), let access = call.memberAccess, access.base == nil,
      access.name == "fixed", let list = call.argumentList, call.trailingClosure == nil
    else { return nil }
    return ".fixedLayout" + list.text
  }

  /// The `#Preview`s, separated by blank lines, at the provider's indentation.
  static func written(
    _ previews: [PreviewMacroPreview], at provider: TypeDeclaration, in file: SourceFile,
    style: SourceStyle
  ) -> String {
    let indentation = file.indentation(ofLineContaining: provider.node.range.lowerBound)
    let inner = indentation + style.indentUnit
    let blocks = previews.map { preview -> String in
      var arguments: [String] = []
      if let name = preview.name { arguments.append(name) }
      if let first = preview.traits.first {
        arguments.append("traits: " + first)
        arguments += preview.traits.dropFirst()
      }
      let head = arguments.isEmpty ? "#Preview" : "#Preview(\(arguments.joined(separator: ", ")))"
      var view = SourceStyle.reindent(
        text(of: preview, in: file),
        from: file.indentation(ofLineContaining: preview.view.range.lowerBound), to: inner,
        skippingFirstLine: true, movingWhitespaceOnlyLines: true)
      if let first = preview.setup.first, let last = preview.setup.last {
        let setupIndentation = file.indentation(ofLineContaining: first.range.lowerBound)
        let declarations = SourceStyle.reindent(
          file.text(first.range.lowerBound..<last.range.upperBound),
          from: setupIndentation, to: inner, skippingFirstLine: true,
          movingWhitespaceOnlyLines: true)
        // The lines between keep their blank lines and comments.
        let gap =
          setupGap(of: preview, in: file).map {
            SourceStyle.reindent(
              $0, from: setupIndentation, to: inner, skippingFirstLine: true,
              movingWhitespaceOnlyLines: true)
          } ?? style.lineEnding
        // Lines lined up with the view's first line move right with it.
        let aligned = alignedLineCount(of: preview.view)
        if aligned > 0 { view = shiftingLines(1...aligned, of: view, by: "return ".count) }
        view = declarations + gap + inner + "return " + view
      }
      return head + " {" + style.lineEnding + inner + view + style.lineEnding + indentation + "}"
    }
    return blocks.joined(separator: style.lineEnding + style.lineEnding + indentation)
  }

  /// The view's text without its preview modifiers.
  private static func text(of preview: PreviewMacroPreview, in file: SourceFile) -> String {
    var text = ""
    var position = preview.view.range.lowerBound
    for removal in preview.removals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      text += file.text(position..<removal.lowerBound)
      position = removal.upperBound
    }
    return text + file.text(position..<preview.view.range.upperBound)
  }
}

private let referenceKey = "preview-macro.reference"
/// The name of a `PreviewProvider` struct, one per value.
private let providersKey = "preview-macro.providers"

/// Preview(_:traits:_:body:): iOS 17, macOS 14, tvOS 17, watchOS 10.
private let traitTargets = minimumVersions(iOS: "17", macOS: "14", tvOS: "17", watchOS: "10")
