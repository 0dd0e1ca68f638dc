import MigrationKit
import SwiftCST

// How alert-presentation reads the Alert or ActionSheet a call presents: its title, message
// and buttons, or the reason it cannot be rewritten (`AlertPresentation.swift` writes the edit).
extension AlertPresentation {
  static func presentation(of call: FunctionCall, isSheet: Bool, resolver: Resolver)
    -> Result<Presentation, Refusal>
  {
    let kind = isSheet ? "ActionSheet" : "Alert"
    guard let binding = call.argument(labeled: "isPresented")?.expression else {
      return .failure(Refusal(reason: "it presents an item"))
    }
    guard let closure = contentClosure(of: call) else {
      return .failure(Refusal(reason: "its \(kind) is made elsewhere"))
    }
    var statements = closure.statements
    if statements.count == 1, statements[0].kind == .returnStmt {
      statements = statements[0].children
    }
    // `let name = …` then `return Alert(…)`: made here, but after work of its own.
    if closure.signature == nil, statements.count > 1, let last = statements.last,
      let made = FunctionCall(last.kind == .returnStmt ? last.children.first ?? last : last),
      made.callee.kind == .declReferenceExpr, made.callee.text == kind
    {
      return .failure(
        Refusal(reason: "its closure runs other statements before making the \(kind)"))
    }
    // A `switch` or an `if` picks one of several: the new form has no one title and message.
    if closure.signature == nil, statements.count == 1 {
      let picker: String? =
        switch statements[0].kind {
        case .switchExpr: "a `switch`"
        case .ifExpr: "an `if`"
        default: nil
        }
      if let picker {
        return .failure(Refusal(reason: "its closure picks the \(kind) in \(picker)"))
      }
    }
    guard closure.signature == nil, statements.count == 1,
      let made = FunctionCall(statements[0]), made.callee.kind == .declReferenceExpr,
      made.callee.text == kind, made.trailingClosure == nil
    else { return .failure(Refusal(reason: "its \(kind) is made elsewhere")) }
    // The content closure built the Alert only to show it; the new title, message and
    // button labels are evaluated whenever `body` runs, also while it is hidden.
    if let unwrap = TrappingExpressions.first(in: made.node) {
      return .failure(Refusal(reason: "its \(kind) reads `\(unwrap)`" + unwrapsWhileHidden))
    }
    if let read = TrappingSubscripts.first(in: made.node, resolver: resolver) {
      return .failure(Refusal(reason: "its \(kind) reads `\(read)`" + indexesWhileHidden))
    }
    var title: String?
    var titleIndentation = ""
    var message: Syntax?
    var buttons: [AlertButton] = []
    for argument in made.arguments {
      guard let value = argument.expression else { return .failure(Refusal(reason: "bad call")) }
      switch argument.label {
      case "title":
        title = literalKey(of: value) ?? standalone(value)
        titleIndentation = value.file.indentation(ofLineContaining: value.range.lowerBound)
      case "message":
        if value.kind != .nilLiteralExpr { message = value }
      case "dismissButton", "primaryButton", "secondaryButton":
        if value.kind == .nilLiteralExpr { continue }
        switch button(value, isSheet: isSheet, resolver: resolver) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let button): buttons += button.map { [$0] } ?? []
        }
      case "buttons" where value.kind == .arrayExpr:
        for element in value.children(.argument) {
          guard let expression = Argument(element).expression else { continue }
          switch button(expression, isSheet: isSheet, resolver: resolver) {
          case .failure(let refusal): return .failure(refusal)
          case .success(let button): buttons += button.map { [$0] } ?? []
          }
        }
      default:
        return .failure(Refusal(reason: "its \(argument.label ?? "_"): argument is not a literal"))
      }
    }
    if isSheet && made.argument(labeled: "buttons") == nil {
      // The default, `[.cancel()]`, is the dialog's own cancel action.
      buttons = []
    }
    guard let title else { return .failure(Refusal(reason: "it has no title")) }
    let anchor = call.memberAccess?.dotToken.range.lowerBound ?? call.node.range.lowerBound
    var presentation = Presentation(
      binding: binding, title: title, message: message, buttons: buttons, isSheet: isSheet,
      anchor: anchor, callEnd: call.node.range.upperBound)
    presentation.titleIndentation = titleIndentation
    switch AlertComments.carried(
      by: call, closure: closure, statement: closure.statements[0],
      kept: presentation.keptRanges(titleValue: made.argument(labeled: "title")?.expression))
    {
    case .failure(let refusal): return .failure(refusal)
    case .success(let comments):
      presentation.comments = comments.map { call.node.file.text($0) }
      if let first = comments.first {
        presentation.commentIndentation = call.node.file.indentation(
          ofLineContaining: first.lowerBound)
      }
    }
    return .success(presentation)
  }

  static let unwrapsWhileHidden =
    ", which the new form evaluates each time body runs, also while nothing is shown (the "
    + "content closure ran only to show it)"
  static let indexesWhileHidden =
    ", which the new form evaluates each time body runs, also while nothing is shown (the "
    + "content closure ran only to show it), when the index may be out of range"

  /// `"OK"` for `Text("OK")` (or `.init("OK")` where a Text is expected): a Text of one
  /// string literal, the same localized key.
  static func literalKey(of value: Syntax) -> String? {
    guard let text = FunctionCall(value), isText(text.callee), text.trailingClosure == nil,
      text.arguments.count == 1,
      text.arguments[0].label == nil, let literal = text.arguments[0].expression,
      literal.kind == .stringLiteralExpr
    else { return nil }
    return literal.text
  }

  /// `Text` or the implicit `.init` that a Text parameter (Alert's title and message, a
  /// button's label) gives its type.
  private static func isText(_ callee: Syntax) -> Bool {
    if callee.kind == .declReferenceExpr { return callee.text == "Text" }
    guard let access = MemberAccess(callee) else { return false }
    return access.base == nil && access.name == "init"
  }

  /// A Text expression written where nothing gives `.init` its type: the title of
  /// alert(_:isPresented:…) (LocalizedStringKey, a string and Text overloads) or a label or
  /// message closure (a generic view). `.init(verbatim: s)` from an Alert's Text parameter
  /// becomes `Text(verbatim: s)`; any other expression is written as it is.
  static func standalone(_ value: Syntax) -> String {
    guard let call = FunctionCall(value), call.callee.kind != .declReferenceExpr,
      isText(call.callee)
    else { return value.text }
    return "Text" + value.file.text(call.callee.range.upperBound..<value.range.upperBound)
  }

  /// `.default(Text("OK"))`, `.cancel(Text("Cancel"), action: { … })`, `.destructive(…) { … }`;
  /// nil for an action sheet's label-less `.cancel()`.
  static func button(_ value: Syntax, isSheet: Bool, resolver: Resolver) -> Result<
    AlertButton?, Refusal
  > {
    let refusal = Refusal(reason: "the button `\(value.excerpt(80))` is not a literal one")
    guard let call = FunctionCall(value), let access = call.memberAccess,
      ["default", "cancel", "destructive"].contains(access.name),
      access.base == nil || ["Alert.Button", "ActionSheet.Button"].contains(access.base!.text)
    else { return .failure(refusal) }
    var arguments = call.arguments
    var action: Syntax?
    if let trailing = call.trailingClosure {
      action = trailing.node
    } else if let last = arguments.last,
      last.label == "action"
        || arguments.count == 1 && access.name == "cancel" && last.label == nil
          && last.expression.map({ $0.kind == .closureExpr || isFunction($0, resolver: resolver) })
            == true
    {
      // A closure, or a function passed by name (`action: retry`): a `() -> Void` value
      // Button's `action:` takes as it is. Any other value may be an optional closure,
      // which Alert.Button takes and Button does not.
      guard let expression = last.expression,
        expression.kind == .closureExpr || isFunction(expression, resolver: resolver)
      else {
        return .failure(
          Refusal(
            reason:
              "the button `\(value.excerpt(80))` takes its action from a value that may be optional"
          ))
      }
      action = expression
      arguments.removeLast()
    }
    guard call.labeledTrailingClosures.isEmpty else { return .failure(refusal) }
    let role = access.name == "default" ? nil : access.name
    guard let labelArgument = arguments.first else {
      // `.cancel()`: the system's localized Cancel.
      if isSheet && action == nil && access.name == "cancel" { return .success(nil) }
      return .failure(
        Refusal(reason: "its label-less .cancel() shows the system's localized Cancel"))
    }
    guard arguments.count == 1, labelArgument.label == nil,
      let labelText = labelArgument.expression
    else { return .failure(refusal) }
    // `.cancel(x)` alone takes a label or an action: x is a label only when it is a Text.
    if access.name == "cancel", action == nil, call.arguments.count == 1,
      !(FunctionCall(labelText).map { isText($0.callee) } ?? false),
      resolver.type(of: labelText)?.name != "Text"
    {
      return .failure(refusal)
    }
    // The label is a Text (Alert.Button's parameter type): a literal's key is a title, and
    // any other Text is the Button's label view as it is.
    let label = literalKey(of: labelText).map(AlertButton.Label.key) ?? .text(labelText)
    return .success(AlertButton(label: label, role: role, action: action))
  }

  /// A reference to a method or function of the run (`retry`, `self.retry`, `model.retry`),
  /// or to a property or local declared with a function type that is not optional
  /// (`let onDone: () -> Void`): a value Button's `action:` takes as Alert.Button's did.
  static func isFunction(_ expression: Syntax, resolver: Resolver) -> Bool {
    guard expression.kind == .declReferenceExpr || expression.kind == .memberAccessExpr else {
      return false
    }
    let declared: TypeReference?
    switch resolver.resolve(expression) {
    case .member(let found), .topLevel(let found):
      if found.kind == .function { return true }
      guard found.kind == .storedProperty || found.kind == .computedProperty else { return false }
      declared = found.type
    case .local(let binding): declared = binding.type
    default: return false
    }
    guard let declared else { return false }
    return !declared.isOptional && declared.name == nil && declared.text.contains("->")
  }
}
