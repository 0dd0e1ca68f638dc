import MigrationKit
import SwiftCST

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
    if !setup.isEmpty, views.count > 1 {
      // Several views, or a statement that sets the model up (`model.isLoading = true`)
      // before the one view: which, the statements alone do not tell.
      return .failure(
        Refusal(
          reason:
            "after its setup (`\(setup[0].excerpt(30))`) come \(views.count) statements (the first `\(views[0].excerpt(30))`), not one view"
        ))
    }
    if !setup.isEmpty, isGroup(views[0]) {
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
    // An `@available` that only introduces the provider is dropped or moved to the #Previews.
    if provider.header.attributes.contains(where: {
      $0.isConditional || !MigrationContext.isIntroductionOnly($0.node)
    }) {
      return "the provider has attributes"
    }
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
    if let onlyView = onlyView ?? plainGroupView(chain) {
      result.view = onlyView
      result.removals = []
    }
    return .success(result)
  }

  /// For `Group { V }` with no modifiers among several previews: V, as the Group of a
  /// provider's only view goes (nil when V has preview modifiers of its own, or when a
  /// comment sits in the Group beside V).
  private static func plainGroupView(_ chain: ModifierChain) -> Syntax? {
    guard chain.modifiers.isEmpty, isGroup(chain.base),
      let statements = FunctionCall(chain.base)?.trailingClosure?.statements,
      statements.count == 1,
      [.functionCallExpr, .memberAccessExpr, .declReferenceExpr].contains(statements[0].kind)
    else { return nil }
    let view = statements[0]
    let inner = ModifierChain(outermost: view)
    if let name = FunctionCall(inner.base)?.calleeName,
      skippedViews.contains(name) || name == "Group"
    {
      return nil
    }
    if inner.modifiers.contains(where: { $0.name.hasPrefix("preview") }) { return nil }
    let file = view.file
    let around =
      file.text(chain.base.range.lowerBound..<view.range.lowerBound)
      + file.text(view.range.upperBound..<chain.base.range.upperBound)
    return around.contains("//") || around.contains("/*") ? nil : view
  }

  /// `.sizeThatFits` → `.sizeThatFitsLayout`, `.fixed(width: w, height: h)` →
  /// `.fixedLayout(width: w, height: h)`, `.device` → `.defaultLayout`; the layout may name
  /// its type (`PreviewLayout.fixed(…)`).
  private static func layoutTrait(_ argument: Syntax) -> String? {
    if let access = MemberAccess(argument), namesPreviewLayout(access) {
      switch access.name {
      case "sizeThatFits": return ".sizeThatFitsLayout"
      case "device": return ".defaultLayout"
      default: return nil
      }
    }
    guard let call = FunctionCall(argument), let access = call.memberAccess,
      namesPreviewLayout(access), access.name == "fixed", let list = call.argumentList,
      call.trailingClosure == nil
    else { return nil }
    return ".fixedLayout" + list.text
  }

  /// `.x`, `PreviewLayout.x` or `SwiftUI.PreviewLayout.x`.
  private static func namesPreviewLayout(_ access: MemberAccess) -> Bool {
    guard let base = access.base else { return true }
    return base.text == "PreviewLayout" || base.text == "SwiftUI.PreviewLayout"
  }

  /// The `#Preview`s, separated by blank lines, at the provider's indentation, each under
  /// `attributes` (`@available(iOS 17, *)`), one a line.
  static func written(
    _ previews: [PreviewMacroPreview], at provider: TypeDeclaration, attributes: [String] = [],
    in file: SourceFile, style: SourceStyle
  ) -> String {
    let indentation = file.indentation(ofLineContaining: provider.node.range.lowerBound)
    let inner = indentation + unit(of: provider, at: indentation, in: file, style: style)
    let blocks = previews.map { preview -> String in
      var arguments: [String] = []
      if let name = preview.name { arguments.append(name) }
      if let first = preview.traits.first {
        arguments.append("traits: " + first)
        arguments += preview.traits.dropFirst()
      }
      let head =
        attributes.map { $0 + style.lineEnding + indentation }.joined()
        + (arguments.isEmpty ? "#Preview" : "#Preview(\(arguments.joined(separator: ", ")))")
      var view = style.reindent(
        text(of: preview, in: file),
        from: file.indentation(ofLineContaining: preview.view.range.lowerBound), to: inner,
        skippingFirstLine: true)
      if let first = preview.setup.first, let last = preview.setup.last {
        let setupIndentation = file.indentation(ofLineContaining: first.range.lowerBound)
        let declarations = style.reindent(
          file.text(first.range.lowerBound..<last.range.upperBound),
          from: setupIndentation, to: inner, skippingFirstLine: true)
        // The lines between keep their blank lines and comments.
        let gap =
          setupGap(of: preview, in: file).map {
            style.reindent(
              $0, from: setupIndentation, to: inner, skippingFirstLine: true)
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

  /// The indentation unit of the #Preview's body: the provider's own step from its line to
  /// its member's where that is of the other kind than the file's unit (four spaces in a
  /// file indented with tabs, as a provider added later may be), so that the body keeps
  /// what its author wrote there and no line mixes the two; else the file's unit.
  private static func unit(
    of provider: TypeDeclaration, at indentation: String, in file: SourceFile,
    style: SourceStyle
  ) -> String {
    guard let member = provider.members.first else { return style.indentUnit }
    let memberIndentation = file.indentation(ofLineContaining: member.range.lowerBound)
    guard memberIndentation.hasPrefix(indentation) else { return style.indentUnit }
    let step = memberIndentation.dropFirst(indentation.count)
    let fileUsesTabs = style.indentUnit == "\t"
    if fileUsesTabs && !step.isEmpty && step.allSatisfy({ $0 == " " }) { return String(step) }
    if !fileUsesTabs && step == "\t" { return "\t" }
    return style.indentUnit
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
