import MigrationKit
import SwiftCST

/// `.alert(isPresented: $b) { Alert(title: T, message: M, dismissButton: .default(Text("OK"))) }`
/// → `.alert(T, isPresented: $b) { Button("OK") {} } message: { M }`, and
/// `.actionSheet(isPresented:) { ActionSheet(…) }` → `.confirmationDialog(…)`.
///
/// The SDK deprecates `Alert`, `ActionSheet` and the modifiers that present them in favour of
/// `alert(_:isPresented:actions:message:)` and `confirmationDialog(_:isPresented:
/// titleVisibility:actions:message:)` (iOS 15, macOS 12, tvOS 15, watchOS 8), whose actions are
/// buttons with roles. Only alerts built in place with literal buttons are rewritten:
/// `.default`, `.cancel` and `.destructive` with a Text label and no action, a closure or a
/// function passed by name (kept as Button's `action:`); anything else (an alert made
/// elsewhere, `item:`, a label-less `.cancel()` in an alert, an action held in a value that may
/// be optional) is reported. `review`: the buttons are laid out by the new API.
public struct AlertPresentation: Migration {
  public let id = "alert-presentation"
  public let summary =
    "Replace the deprecated Alert and ActionSheet with alert(_:isPresented:actions:message:) and confirmationDialog"
  public let rationale = """
    Alert, ActionSheet, alert(isPresented:content:) and actionSheet(isPresented:content:) are \
    deprecated in favour of alert(_:isPresented:actions:message:) and \
    confirmationDialog(_:isPresented:titleVisibility:actions:message:) (iOS 15, macOS 12, tvOS \
    15, watchOS 8). The title becomes the first argument (a Text("…") literal becomes the same \
    localized key), the message a message: closure, and each button a Button with the same \
    label, role (.cancel, .destructive) and action. An action sheet keeps its title visible \
    (titleVisibility: .visible); its label-less .cancel() is the dialog's own cancel action and \
    goes. An alert with no buttons keeps the system's OK button. Only alerts built in place \
    with literal buttons are rewritten: .default, .cancel and .destructive with a Text label \
    (a Text("…") literal becomes the Button's title, any other Text stays its label view) and \
    no action, a closure, or a function or non-optional closure property passed by name \
    (Button("Retry", action: retry)). A comment heading the closure before the Alert heads the new \
    actions closure; a call with any other comment the new form has no place for (between \
    the Alert's arguments, after it) is reported, naming the comment. Button is written SwiftUI.Button where the bare name may mean \
    another type: the run declares a Button (a UIKit subclass in the app's module), or the \
    file imports a module neither Apple's nor the run's and does not write Button itself. An \
    alert made elsewhere, after other statements in its closure (let name = …; return \
    Alert(…)) or picked by a switch or an if in it, alert(item:) and actionSheet(item:) \
    (their replacements, alert(_:isPresented:presenting:actions:message:) and \
    confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:), take a Bool \
    binding and the data apart), a label-less .cancel() in an alert (its label is the system's localized Cancel) and actions held in \
    a value that may be optional ((() -> Void)?, which Button does not take) are reported, and so is an alert whose title, message or \
    button labels hold a `!` (error!, try!, as!) or a subscript of anything but a dictionary \
    (errors[0]): the content closure built the Alert only to show it, while the new form \
    evaluates them each time body runs, also while it is hidden, the value still nil or the \
    index out of range. Review: the new API lays out and styles the buttons itself. Nothing \
    fires where a target is older (unless @available or if #available raises it there), when \
    the targets are unknown, or when the project declares Alert, ActionSheet or an alert \
    method of its own. Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-3200l, \
    developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz \
    and developer.apple.com/documentation/swiftui/alert.
    """
  public let example = (
    before: """
    .alert(isPresented: $showsError) {
      Alert(
        title: Text("Upload failed"), message: Text("Try again later."),
        dismissButton: .default(Text("OK")))
    }
    """,
    after: """
    .alert("Upload failed", isPresented: $showsError) {
      Button("OK") {}
    } message: {
      Text("Try again later.")
    }
    """
  )
  public let safety = Safety.review
  public var group: String? { "deprecated-api" }
  public var leavesUnreachableFallbacks: Bool { true }
  public var usesProjectIndex: Bool { true }
  /// Its facts read function declarations by name (`ProjectMethods`): a local one is a
  /// declaration keyword, which keeps its body parsed.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords() }
  public var usesSemanticIndex: Bool { true }

  public init() {}

  public func indexFacts(in file: SourceFile) -> [ProjectFact] {
    ProjectMethods.facts(named: "alert", key: alertKey, in: file)
      + ProjectMethods.facts(named: "actionSheet", key: sheetKey, in: file)
  }

  private static let presentationCalls = TokenNames(["alert", "actionSheet"])

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: Self.presentationCalls)
      && context.mayBeAvailable(presentationTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: Self.presentationCalls)
    return calls.compactMap { call in
      guard let name = call.memberAccess?.name,
        let site = ModifierCallSite(call.node, named: name, trailingClosureLabel: "content")
          ?? ModifierCallSite(call.node, named: name),
        site.labels.first == "isPresented" || site.labels.first == "item",
        // Only `(isPresented:content:)` and `(item:content:)` are the deprecated forms:
        // `alert(isPresented:error:actions:)` (iOS 15) is the current API for errors.
        site.labels.count == 2, site.labels.last == "content",
        context.isAvailable(presentationTargets, at: call.node)
      else { return nil }
      let isSheet = name == "actionSheet"
      let typeName = isSheet ? "ActionSheet" : "Alert"
      guard context.semantic.type(named: typeName) == nil else { return nil }
      let methods = ProjectMethods(
        context.index, key: isSheet ? sheetKey : alertKey, path: context.path)
      switch ProjectMethodCheck(
        site, methods, signature: "\(name)(\(site.labels.first!):content:)", id: id,
        context: context)
      {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding):
        // SwiftUI's content returns an Alert; one that makes a project view is the project's.
        return Self.makesProjectType(call, other: typeName, in: file, semantic: context.semantic)
          ? nil : finding
      }
      let replacement = isSheet ? "confirmationDialog" : "alert"
      // `item:` maps to the form that presents data: `isPresented:` plus `presenting:`.
      let presenting = site.labels.first == "item" ? "presenting:" : ""
      let signature =
        isSheet
        ? "confirmationDialog(_:isPresented:titleVisibility:\(presenting)actions:message:)"
        : "alert(_:isPresented:\(presenting)actions:message:)"
      let resolver = context.resolver(for: file)
      switch Self.presentation(of: call, isSheet: isSheet, resolver: resolver) {
      case .failure(let refusal):
        return Finding(
          migrationID: id, range: site.range,
          message:
            "\(name)(\(site.labels.first!):content:) and \(typeName) are deprecated: \(signature) replaces them, but \(refusal.reason), so it is not rewritten: \(Self.byHand(replacement, refusal))",
          safety: .diagnostic)
      case .success(let presentation):
        // A Button of the module (a UIKit subclass) would be what the bare name means here.
        // With no button to write (`.alert(…) {}`), no name is spelled out and none is said.
        let qualified =
          presentation.buttons.isEmpty
          ? nil
          : SwiftUITypeName.whyQualified(
            "Button", in: file, index: context.semantic,
            inside: Resolver(file: file, index: context.semantic).enclosingTypeName(of: call.node))
        let text = presentation.written(
          as: replacement, button: qualified == nil ? "Button" : "SwiftUI.Button", in: file,
          style: context.style)
        return Finding(
          migrationID: id, range: site.range,
          message:
            "\(name)(isPresented:content:) and \(typeName) are deprecated: \(signature) shows the same title, message and buttons"
            + (qualified.map { "; SwiftUI.Button spelled out: \($0)" } ?? ""),
          safety: .review,
          fix: Fix(edits: [
            TextEdit(
              range: site.access.nameToken.range.lowerBound..<call.node.range.upperBound,
              replacement: context.style.withLineEndings(text))
          ]))
      }
    }
  }

  struct Refusal: Error { let reason: String }

  /// What to write by hand when a call is only reported, so the note asks for something.
  static func byHand(_ replacement: String, _ refusal: Refusal) -> String {
    if refusal.reason.contains("label-less .cancel()") {
      return
        "write \(replacement)(…) by hand with a Cancel button whose title the app localizes (`Button(\"Cancel\", role: .cancel) {}`)"
    }
    if refusal.reason.hasSuffix(indexesWhileHidden) {
      return
        "write \(replacement)(…) by hand reading the element without trapping (`items.first ?? \"\"`, or an index checked against `items.indices`), or with \(replacement)(_:isPresented:presenting:…), which passes its closures the presented value"
    }
    if refusal.reason.hasSuffix(unwrapsWhileHidden) {
      return
        "write \(replacement)(…) by hand with no `!` in its title, message or labels (`value ?? \"\"`), or with \(replacement)(_:isPresented:presenting:…), which passes its closures the unwrapped value"
    }
    if refusal.reason == "it presents an item" {
      return
        "write \(replacement)(_:isPresented:presenting:…) by hand, with a Bool binding that is true while the item is set"
    }
    return
      "write \(replacement)(…) by hand, each button a Button with its role in actions: and the message a Text in message:"
  }

  /// Whether the call's content closure is one call of a type the project declares (not
  /// `kind`), at top level or nested where the call is: `{ PairingAlert(isPresented: $x) }`.
  /// SwiftUI's content must return an `Alert` or `ActionSheet`, so such a call can only be
  /// to the project's own method.
  static func makesProjectType(
    _ call: FunctionCall, other kind: String, in file: SourceFile, semantic: SemanticIndex
  ) -> Bool {
    guard let closure = contentClosure(of: call), closure.signature == nil else { return false }
    var statements = closure.statements
    if statements.count == 1, statements[0].kind == .returnStmt {
      statements = statements[0].children
    }
    guard statements.count == 1, let made = FunctionCall(statements[0]),
      made.callee.kind == .declReferenceExpr
    else { return false }
    let name = made.callee.text
    guard name != kind else { return false }
    let enclosing = Resolver(file: file, index: semantic).enclosingTypeName(of: call.node)
    return semantic.type(named: name, inside: enclosing) != nil
  }

  /// The content closure after the binding: trailing (`.alert(isPresented: $b) { … }`) or
  /// passed as `content: { … }`; nil for a function passed by name.
  static func contentClosure(of call: FunctionCall) -> Closure? {
    guard call.labeledTrailingClosures.isEmpty else { return nil }
    if let closure = call.trailingClosure { return call.arguments.count == 1 ? closure : nil }
    guard call.arguments.count == 2, call.arguments[1].label == "content" else { return nil }
    return call.arguments[1].expression.flatMap { Closure(checking: $0) }
  }

  /// What an in-place `Alert(…)` or `ActionSheet(…)` shows.
  struct Presentation {
    var binding: Syntax
    var title: String
    var message: Syntax?
    var buttons: [AlertButton]
    var isSheet: Bool
    /// Where the modifier's line starts, for the indentation of the closures.
    var anchor: Int
    /// Where the call it replaces ends.
    var callEnd: Int
    /// Comments before the Alert in its closure (`// reopen the sheet after it`): they head
    /// the actions closure.
    var comments: [String] = []
    /// The indentation of the line the first comment starts on (a block comment's later lines
    /// keep their depth relative to it).
    var commentIndentation = ""
    /// The indentation of the line the title starts on: a title over several lines
    /// (`Text(⏎ message ??⏎ "…"⏎ )`) keeps its lines' depth relative to where it now starts.
    var titleIndentation = ""

    /// `button` is how SwiftUI's Button is spelled here (`Button` or `SwiftUI.Button`).
    func written(
      as name: String, button: String, in file: SourceFile, style: SourceStyle
    ) -> String {
      let indentation = file.indentation(ofLineContaining: anchor)
      let inner = indentation + style.indentUnit
      var text: String
      let titleHere = style.reindent(
        title, from: titleIndentation, to: indentation, skippingFirstLine: true)
      let oneLine =
        "\(name)(\(titleHere), isPresented: \(binding.text)"
        + (isSheet ? ", titleVisibility: .visible" : "") + ")"
      // With no buttons, the message's closure opens on the header's line: `) {} message: {`.
      let opening =
        buttons.isEmpty && comments.isEmpty ? (message == nil ? " {}" : " {} message: {") : " {"
      if binding.text.contains("\n")
        || !title.contains("\n") && isTooLong(oneLine + opening, in: file)
      {
        // A binding over several lines (`.init(get: …, set: …)`), or a header longer than
        // the call's lines may be: one argument a line, the binding's lines kept under its
        // label.
        let lines = style.reindent(
          binding.text, from: file.indentation(ofLineContaining: binding.range.lowerBound),
          to: inner, skippingFirstLine: true)
        let title = style.reindent(
          title, from: titleIndentation, to: inner, skippingFirstLine: true)
        text = "\(name)(\n\(inner)\(title),\n\(inner)isPresented: \(lines)"
        if isSheet { text += ",\n\(inner)titleVisibility: .visible" }
        text += "\n\(indentation))"
      } else {
        text = oneLine
      }
      if buttons.isEmpty && comments.isEmpty {
        text += " {}"
      } else {
        text += " {\n"
        for comment in comments {
          text +=
            inner
            + style.reindent(comment, from: commentIndentation, to: inner, skippingFirstLine: true)
            + "\n"
        }
        for alertButton in buttons {
          text +=
            inner + alertButton.written(as: button, in: file, indentation: inner, style: style)
            + "\n"
        }
        text += indentation + "}"
      }
      if let message {
        let body = style.reindent(
          AlertPresentation.standalone(message),
          from: file.indentation(ofLineContaining: message.range.lowerBound),
          to: inner, skippingFirstLine: true)
        text += " message: {\n" + inner + body + "\n" + indentation + "}"
      }
      return text
    }

    /// Whether `header` (`alert(title, isPresented: binding) {`), on one line after the
    /// modifier's dot, would be longer than `LineWidth.limit` and than every line of the call
    /// it replaces: people break the arguments there, one a line, as swift-format does; a
    /// file written wider keeps its width.
    func isTooLong(_ header: String, in file: SourceFile) -> Bool {
      // The header follows the dot at `anchor`.
      LineWidth.isTooLong(header, at: anchor + 1, replacingTo: callEnd, in: file)
    }
  }

  /// `Button("OK") {}`, `Button("Delete", role: .destructive) { … }`; a label that is not
  /// a `Text("…")` literal stays the Text it was: `Button(role: .cancel) {} label: { Text(t) }`.
  struct AlertButton {
    enum Label {
      /// The localized key of a `Text("…")` literal, as the title.
      case key(String)
      /// Any other Text expression, as the label view.
      case text(Syntax)
    }
    var label: Label
    var role: String?
    var action: Syntax?

    func written(
      as button: String, in file: SourceFile, indentation: String, style: SourceStyle
    ) -> String {
      var body = " {}"
      if let action, action.kind != .closureExpr {
        // A function passed by name stays an argument: `Button("Retry", action: retry)`.
        let arguments = (role.map { ["role: .\($0)"] } ?? []) + ["action: " + action.text]
        switch label {
        case .key(let key):
          return button + "(" + ([key] + arguments).joined(separator: ", ") + ")"
        case .text(let view):
          let inner = indentation + style.indentUnit
          let text = style.reindent(
            AlertPresentation.standalone(view),
            from: file.indentation(ofLineContaining: view.range.lowerBound), to: inner,
            skippingFirstLine: true)
          return button + "(" + arguments.joined(separator: ", ") + ") {\n" + inner + text + "\n"
            + indentation + "}"
        }
      }
      if let action {
        // The closure's lines keep their depth relative to its closing brace when that starts
        // a line (`action: {` at the end of a deeper argument line, `})` back at the call's).
        var base = file.indentation(ofLineContaining: action.range.lowerBound)
        if let closing = action.lastToken, closing.isAtStartOfLine {
          base = file.indentation(ofLineContaining: closing.range.lowerBound)
        }
        body =
          " "
          + style.reindent(action.text, from: base, to: indentation, skippingFirstLine: true)
        if let offGrid = AlertPresentation.offGridBody(action, closing: base, style: style) {
          // A brace written off its body's grid (`}` two columns out of the `.default(…) {`
          // line): the body goes one level in from the new line, and the brace level with it.
          var lines = style.reindent(
            action.text, from: offGrid, to: indentation + style.indentUnit,
            skippingFirstLine: true
          ).sourceLines()
          lines[lines.count - 1] = Substring(indentation + "}")
          body = " " + lines.joined(separator: "\n")
        } else if let closing = action.lastToken, !closing.isAtStartOfLine,
          action.text.contains("\n")
        {
          // `action: {⏎ done = true⏎ dismiss() })`: the brace after the last statement
          // goes on a line of its own, before ` label: {`, as people close a Button's action.
          var text = body.dropLast()
          while text.last == " " || text.last == "\t" { text = text.dropLast() }
          body = text + "\n" + indentation + "}"
        }
      }
      let role = role.map { "role: .\($0)" }
      switch label {
      case .key(let key):
        return button + "(" + ([key] + (role.map { [$0] } ?? [])).joined(separator: ", ") + ")"
          + body
      case .text(let view):
        let inner = indentation + style.indentUnit
        let text = style.reindent(
          AlertPresentation.standalone(view),
          from: file.indentation(ofLineContaining: view.range.lowerBound), to: inner,
          skippingFirstLine: true)
        return button + (role.map { "(\($0))" } ?? "") + body + " label: {\n" + inner + text
          + "\n" + indentation + "}"
      }
    }
  }

  /// The indentation of a closure's shallowest body line, when its closing brace starts a
  /// line (at `closing`) and the body is deeper than it, but not by one level of the file's
  /// style; nil otherwise (the body then keeps its depth relative to the brace).
  static func offGridBody(_ closure: Syntax, closing: String, style: SourceStyle) -> String? {
    guard let last = closure.lastToken, last.isAtStartOfLine else { return nil }
    let lines = closure.text.sourceLines()
    guard lines.count > 2 else { return nil }
    let body = lines[1..<(lines.count - 1)].filter { !$0.allSatisfy(\.isWhitespace) }
    guard
      let shallowest = body.map({ String($0.prefix { $0 == " " || $0 == "\t" }) })
        .min(by: { $0.count < $1.count }),
      shallowest.count > closing.count, shallowest.hasPrefix(closing),
      shallowest != closing + style.indentUnit
    else { return nil }
    return shallowest
  }
}

private let alertKey = "alert-presentation.alert"
private let sheetKey = "alert-presentation.actionSheet"

/// alert(_:isPresented:actions:message:) and confirmationDialog: iOS 15, macOS 12, tvOS 15,
/// watchOS 8.
private let presentationTargets = minimumVersions(
  iOS: "15", macOS: "12", tvOS: "15", watchOS: "8")
