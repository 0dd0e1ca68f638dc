import MigrationKit
import SwiftCST

// The uses of an `ObservableObject` class that observable-macro converts, found by
// `ObservableScanner`: `@StateObject`/`@ObservedObject`/`@EnvironmentObject` properties and
// `.environmentObject(_:)` calls, each with the edits that convert it (or the blocker it is),
// and the `@Bindable` a body needs for `$` bindings.

extension ObservableScanner {
  // MARK: Uses

  /// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` properties and what goes with them.
  mutating func wrapperProperty(_ node: Syntax) {
    guard let variable = VariableDeclaration(node),
      let attribute = variable.header.attributes.first(where: {
        ObservableScan.wrappers.contains($0.name)
      })
    else { return }
    let wrapper = attribute.name
    let bindings = variable.bindings
    guard bindings.count == 1, let binding = bindings.first, let name = binding.name else {
      scan.blockers.append(
        .init(
          className: nil, line: line(of: node),
          reason: "@\(wrapper) declares several properties at once"))
      return
    }
    let declaredType = binding.type
    var query: ObservableTypeQuery?
    let unknownReason =
      "the type of the @\(wrapper) property \(name) cannot be told, so it may be this class: write its type (`@\(wrapper) var \(name): Model = …`) to let the other classes move"
    // A written type is named where the property is declared.
    let written =
      declaredType.flatMap { TypeReference(text: $0.compactText).name }.map {
        ObservableNames.throughTypealias(ObservableNames.withoutSelf($0), at: node)
      }.map {
        (name: $0, scope: typePaths.path(of: node) ?? "" as String?)
      } ?? binding.initializer.flatMap(typeName(ofExpression:))
    let className = written?.name
    let scope: String? = written.map(\.scope) ?? ""
    if className == nil {
      query = binding.initializer.flatMap {
        ObservableTypeQuery.of($0, resolver: resolver.value, initializer: initializer(at:))
      }
      guard query != nil else {
        scan.blockers.append(.init(className: nil, line: line(of: node), reason: unknownReason))
        return
      }
    }
    let owner = enclosingTypeDeclaration(of: node)
    let scopes = owner.map { sameTypeScopes($0) } ?? [node]
    let found = references(to: ["$" + name, "_" + name], in: scopes)
    let projections = found[0]
    let storage = found[1]
    var edits: [TextEdit] = []
    var note: String?
    var rebuilt: ObservableScan.RebuiltByState?
    var writes: [String] = []
    let attributeName = attribute.node.tokens[1]

    // `_name = Wrapper(wrappedValue: e)` in an init; any other use of `_name` blocks.
    var storageAssignments: [(lhs: Syntax, call: FunctionCall)] = []
    for use in storage {
      guard let assignment = storageAssignment(use) else {
        scan.blockers.append(
          .init(
            className: className, scope: scope, line: line(of: use),
            reason: "the property wrapper storage _\(name) is used", query: query))
        return
      }
      storageAssignments.append(assignment)
    }

    switch wrapper {
    case "StateObject":
      let state = spell("State", node)
      writes.append("State")
      // How far text after `StateObject` moves when it becomes `State` (or `SwiftUI.State`).
      let shift = state.count - "StateObject".count
      edits.append(TextEdit(range: attributeName.range, replacement: state))
      // `= Model(a: 1,` with `b: 2)` lined up under `a` moves with it.
      edits += file.alignmentEdits(in: node, after: attributeName.range.upperBound, shift: shift)
      let builtValues =
        [binding.initializer].compactMap { $0 }
        + storageAssignments.compactMap { $0.call.arguments.first?.expression }
      rebuilt = rebuiltByState(name, values: builtValues, declared: className, owner: owner)
      // `@StateObject var m: Model`, passed through the memberwise init: its parameter was
      // an autoclosure, which `@State`'s is not.
      if binding.initializer == nil, storageAssignments.isEmpty, let className {
        rebuilt = rebuiltByState(name, injected: className, owner: owner)
      }
      for (lhs, call) in storageAssignments {
        // `StateObject(wrappedValue: e)`, `StateObject.init(wrappedValue: e)`, or
        // `.init(wrappedValue: e)`, which builds State once the attribute says so.
        guard let built = Self.wrapperInit(call, named: "StateObject") else {
          scan.blockers.append(
            .init(
              className: className, scope: scope, line: line(of: lhs),
              reason: "the property wrapper storage _\(name) is assigned", query: query))
          return
        }
        guard case .named(let callee) = built else { continue }
        edits.append(TextEdit(range: callee.range, replacement: state))
        edits += file.alignmentEdits(in: call.node, after: callee.range.upperBound, shift: shift)
      }
    case "ObservedObject" where variable.header.hasAttribute("Previewable"):
      // `@Previewable @ObservedObject var m = Model()` in a `#Preview`: the preview owns its
      // object (no caller passes one in), and `@State` keeps it for the preview's life, as
      // `@StateObject` would; a plain property would build a new one on every init of the
      // view the macro makes. `$m` is then `@State`'s binding, and `$m.name` binds as before.
      let state = spell("State", node)
      writes.append("State")
      let shift = state.count - "ObservedObject".count
      edits.append(TextEdit(range: attributeName.range, replacement: state))
      edits += file.alignmentEdits(in: node, after: attributeName.range.upperBound, shift: shift)
    case "ObservedObject":
      note = builtInPlaceNote(name, binding: binding, className: className, owner: owner)
      let bindable = !projections.isEmpty
      let bindableName = spell("Bindable", node)
      if bindable {
        writes.append("Bindable")
        edits.append(TextEdit(range: attributeName.range, replacement: bindableName))
      } else {
        edits.append(ObservableMacro.attributeRemoval(attribute.node, in: file))
      }
      for (lhs, call) in storageAssignments {
        // `ObservedObject(wrappedValue: m)`, `.init(wrappedValue: m)`; a storage the plain
        // property no longer has can take nothing else.
        guard Self.wrapperInit(call, named: "ObservedObject") != nil,
          call.arguments.count == 1, let value = call.arguments[0].expression
        else {
          scan.blockers.append(
            .init(
              className: className, scope: scope, line: line(of: lhs),
              reason: "the property wrapper storage _\(name) is assigned", query: query))
          return
        }
        if bindable {
          edits.append(
            TextEdit(
              range: call.node.range, replacement: "\(bindableName)(wrappedValue: \(value.text))"))
        } else {
          let target = lhs.kind == .memberAccessExpr ? lhs.text.dropLast(name.count + 1) : "self."
          edits.append(TextEdit(range: lhs.range, replacement: target + name))
          edits.append(TextEdit(range: call.node.range, replacement: value.text))
        }
      }
    default:  // EnvironmentObject
      guard let declaredType, let annotation = binding.typeAnnotation else { return }
      guard storageAssignments.isEmpty else {
        scan.blockers.append(
          .init(
            className: className, scope: scope, line: line(of: storageAssignments[0].lhs),
            reason: "the property wrapper storage _\(name) is assigned", query: query))
        return
      }
      writes.append("Environment")
      edits.append(
        TextEdit(
          range: attribute.node.range,
          replacement: "@\(spell("Environment", node))(\(declaredType.text).self)"))
      edits.append(TextEdit(range: annotation.range, replacement: ""))
      if !projections.isEmpty {
        let body = owner.flatMap(bodyBlock(of:))
        if let outside = projections.first(where: { use in body.map { !$0.contains(use) } ?? true })
        {
          scan.blockers.append(
            .init(
              className: className, scope: scope, line: line(of: outside),
              reason: "$\(name) of an @EnvironmentObject is used outside body", query: query))
          return
        }
        if let body, let insertion = bindableInsertion(name: name, in: body) {
          writes.append("Bindable")
          edits.append(insertion)
        }
      }
    }
    scan.uses.append(
      .init(
        className: className ?? "", scope: scope, query: query, unknownReason: unknownReason,
        node: node,
        anchor: attribute.node.range, edits: edits, note: note, rebuilt: rebuilt, property: name,
        writes: writes))
  }

  /// `@UIApplicationDelegateAdaptor(AppState.self) var appState`: the adaptor's projection
  /// `$appState` (an ObservedObject wrapper) exists only while AppState is an
  /// ObservableObject, so a use of it keeps the class.
  mutating func delegateAdaptorProperty(_ node: Syntax, className: String) {
    guard let variable = VariableDeclaration(node), variable.bindings.count == 1,
      let name = variable.bindings.first?.name
    else { return }
    let scopes = enclosingTypeDeclaration(of: node).map { sameTypeScopes($0) } ?? [node]
    guard let use = references(to: ["$" + name], in: scopes)[0].first else { return }
    scan.blockers.append(
      .init(
        className: className, scope: typePaths.path(of: node) ?? "", line: line(of: use),
        reason:
          "the delegate adaptor's projection $\(name) is used, which exists only while "
          + "\(className) is an ObservableObject"))
  }

  /// `@ObservedObject var m = Model()` (or `: Model = .init()`): the view builds a new object
  /// on every init, and so does the plain property or `@Bindable` it becomes; `@State` keeps
  /// the first. Said, not done: a caller that passes `m` through the memberwise init would
  /// be ignored by `@State` after the first, and fail to compile against `private`. Not said
  /// in an `App`, which the system builds once, nor in a class or actor (an app delegate, a
  /// window controller): an object is built by the code that owns it, not rebuilt by a
  /// parent view, and `@State` works only in a view.
  private func builtInPlaceNote(
    _ name: String, binding: PatternBinding, className: String?, owner: Syntax?
  ) -> String? {
    guard let value = binding.initializer,
      let built = ObservableNames.builtTypeName(of: value, declared: className),
      let owner, owner.kind != .classDecl, owner.kind != .actorDecl,
      let type = TypeDeclaration(owner)
    else { return nil }
    // An App is built once, by the system: there is no parent to rebuild it, and its object
    // lives as long as it does (nothing to say). (Told without the file's resolver where
    // no inheritance clause can name it, as in `rebuiltByState`.)
    if inheritanceMayNameApp() {
      let conformances = Set(
        resolver.value.enclosingType(of: binding.node)?.inheritance
          ?? type.inheritedTypes.map(\.text))
      guard conformances.isDisjoint(with: ["App", "SwiftUI.App"]) else { return nil }
    }
    let view = type.name
    return "\(name) builds a new \(built) on every init of \(view), as it did with "
      + "@ObservedObject: its state is lost whenever the parent updates. To keep one per view, "
      + "make it @State private var \(name) (if no caller passes \(name))"
  }

  /// `@StateObject var m = Model()` (or `_m = StateObject(wrappedValue: Model())`) becoming
  /// `@State`: what the note that the class's init runs again needs (see
  /// `ObservableScan.RebuiltByState`), when the value builds a type by name (or, `.init(…)`,
  /// the property's written type `declared`).
  private func rebuiltByState(
    _ name: String, values: [Syntax], declared: String?, owner: Syntax?
  ) -> ObservableScan.RebuiltByState? {
    guard let type = owner.flatMap(TypeDeclaration.init) else { return nil }
    // An App is built once, by the system: no parent rebuilds it (nothing to say).
    // (Both lists are texts of the file's inheritance clauses: where none holds the bytes
    // `App`, neither can name it, and the file's resolver need not be built to tell.)
    if inheritanceMayNameApp() {
      let conformances = Set(
        owner.flatMap { resolver.value.enclosingType(of: $0)?.inheritance }
          ?? type.inheritedTypes.map(\.text))
      guard conformances.isDisjoint(with: ["App", "SwiftUI.App"]) else { return nil }
    }
    let view = type.name
    let built = values.flatMap(Self.builtOperands).compactMap { value, isFallback in
      ObservableNames.builtTypeName(of: value, declared: declared).map {
        ObservableScan.RebuiltByState.Built(type: $0, isFallback: isFallback)
      }
    }
    guard let value = values.first, !built.isEmpty else { return nil }
    return .init(
      property: name, view: view, built: built, platforms: value.ifConfigPlatforms)
  }

  /// Whether an inheritance clause of the file holds the bytes `App`.
  private func inheritanceMayNameApp() -> Bool {
    let raw = file.rawTree
    return raw.nodes(.inheritanceClause).contains { clause in
      let tokens = raw.tokens(clause)
      guard tokens.lowerBound < tokens.upperBound else { return false }
      return file.containsBytes(
        "App", in: raw.textStart(tokens.lowerBound)..<raw.textEnd(tokens.upperBound - 1))
    }
  }

  /// `@StateObject var m: Model` (no value, no `_m = StateObject(…)`: set by the memberwise
  /// init) becoming `@State`: what the note that a caller's `Model(…)` runs again needs.
  private func rebuiltByState(_ name: String, injected type: String, owner: Syntax?)
    -> ObservableScan.RebuiltByState?
  {
    guard let owner, let view = TypeDeclaration(owner)?.name else { return nil }
    return .init(
      property: name, view: view, built: [.init(type: type, isFallback: false)],
      platforms: owner.ifConfigPlatforms, isInjected: true)
  }

  /// What a wrapped value builds: the value itself, or for `a ?? B(…)` (`controller ??
  /// BrowserController()`, the object a caller may pass and the one built without it) the
  /// operands after each `??`, marked as fallbacks.
  private static func builtOperands(_ value: Syntax) -> [(value: Syntax, isFallback: Bool)] {
    guard value.kind == .sequenceExpr else { return [(value, false)] }
    let operators = value.ownTokens
    guard !operators.isEmpty, operators.allSatisfy({ $0.is("??") }) else {
      return [(value, false)]
    }
    return value.children.dropFirst().map { ($0, true) }
  }

  /// `.environmentObject(x)` → `.environment(x)` when `x`'s class is known.
  mutating func environmentObjectCall(_ call: FunctionCall) {
    guard let access = call.memberAccess, call.arguments.count == 1, call.arguments[0].label == nil,
      let value = call.arguments[0].expression
    else { return }
    // Without its type, any ObservableObject class of the run may be the object's, and a
    // class converted under the call would not compile (environmentObject(_:) takes an
    // ObservableObject): the blocker is every class's, and says so.
    let argument = value.compactText
    let shown = argument.count <= 40 ? argument : "…"
    let reason =
      "the type of the object passed to environmentObject(\(shown)) cannot be told: it may be this class, and the call compiles only while its class is an ObservableObject"
    let written = typeName(ofExpression: value)
    let className = written?.name
    let query =
      className == nil
      ? ObservableTypeQuery.of(value, resolver: resolver.value, initializer: initializer(at:)) : nil
    guard className != nil || query != nil else {
      scan.blockers.append(
        .init(
          className: nil, line: file.location(of: access.nameToken.range.lowerBound).line,
          reason: reason))
      return
    }
    let nameToken = access.nameToken
    scan.uses.append(
      .init(
        className: className ?? "", scope: written.map(\.scope) ?? "", query: query,
        unknownReason: reason, node: call.node,
        anchor: nameToken.range,
        edits: [TextEdit(range: nameToken.range, replacement: "environment")]))
  }

  // MARK: Edits

  /// `@Bindable var name = name` as the first statement of `body`.
  func bindableInsertion(name: String, in body: Syntax) -> TextEdit? {
    guard let brace = body.firstToken, brace.kind == .leftBrace, let first = brace.next,
      first.kind != .rightBrace
    else { return nil }
    let statement = "@\(spell("Bindable", body)) var \(name) = \(name)"
    let lineEnding = style().lineEnding
    if first.isAtStartOfLine {
      let indent = file.indentation(ofLineContaining: first.range.lowerBound)
      return .insert(statement + lineEnding + indent, at: first.range.lowerBound)
    }
    let indent = file.indentation(ofLineContaining: brace.range.lowerBound) + style().indentUnit
    return TextEdit(
      range: brace.range.upperBound..<first.range.lowerBound,
      replacement: lineEnding + indent + statement + lineEnding + indent)
  }
}
