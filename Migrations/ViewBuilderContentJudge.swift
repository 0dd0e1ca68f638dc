import MigrationKit
import SwiftCST

// How view-builder-content decides one closure property of a container: its type, its reads
// outside the container, its calls in `body` and its assignments in inits, and whether the
// one call runs exactly once, right away. ViewBuilderContent.swift finds the containers and
// writes the edits.

extension ViewBuilderContent {
  /// Decides one property: the edits and how safe they are, or why not. `builder` is how
  /// the edits write ViewBuilder.
  func judge(
    _ property: ClosureProperty, in container: Container, uses: Uses, builder: String,
    context: MigrationContext
  ) -> Verdict {
    let verdict = judgeClosure(
      property, in: container, uses: uses, builder: builder, context: context)
    guard property.returnsAnyView else { return verdict }
    // `() -> AnyView` converts once the container is generic over its view, as the note asks,
    // and its init then only assigns: unless its uses refuse by themselves (a call deferred
    // to a navigation destination, a closure passed on), which is the reason to give.
    switch verdict {
    case .skip(.initTransforms), .skip(.initDefault), .skip(.initAutoclosure),
      .skip(.initUsesClosure), .skip(.notAssignedByInit), .convert:
      return .skip(.anyView)
    case .skip: return verdict
    }
  }

  /// `judge` without the `AnyView` refusal.
  private func judgeClosure(
    _ property: ClosureProperty, in container: Container, uses: Uses, builder: String,
    context: MigrationContext
  ) -> Verdict {
    let name = property.name
    // The closure's type.
    if property.isOptional { return .skip(.optional) }
    guard let function = property.function else { return .skip(.unusualType) }
    if !function.parameters.isEmpty { return .skip(.parameters) }
    if function.hasEffects { return .skip(.effects) }
    if let other = function.attributes.first(where: { $0.name != "escaping" }) {
      return .skip(.attribute(other.name))
    }
    if property.binding.initializer != nil { return .skip(.defaultValue) }
    if property.declaration.bindings.count > 1 { return .skip(.sharedDeclaration) }
    if container.comparesItself { return .skip(.comparesItself) }

    // Everything that refers to it, inside the type and out.
    let isFilePrivate =
      container.isFilePrivate || property.declaration.header.hasModifier("private")
      || property.declaration.header.hasModifier("fileprivate")
    // Another module reads the property only when it is declared `public`, `open` or `package`.
    let crossesModules = ["public", "open", "package"].contains {
      property.declaration.header.hasModifier($0)
    }
    let reads = uses.outsideReads(
      of: name, container: container, isFilePrivate: isFilePrivate,
      crossesModules: crossesModules, context: context)
    // A read on a value the resolver knows is the container blocks for sure; one on a value
    // of unknown type only may, so a blocker in the type itself is named before it.
    if let place = reads.first(where: { !$0.hasSuffix(unknownMark) }) {
      return .skip(.readOutside(place))
    }
    if let place = uses.extensionUse(of: name, container: container, context: context) {
      return .skip(.usedInExtension(place))
    }
    let verdict = judgeUses(
      of: property, in: container, uses: uses, builder: builder, context: context)
    if verdict.fix != nil, let place = reads.first { return .skip(.readOutside(place)) }
    return verdict
  }

  /// `judge` for the uses of the property inside its type: calls in `body`, assignments in
  /// inits.
  private func judgeUses(
    of property: ClosureProperty, in container: Container, uses: Uses, builder: String,
    context: MigrationContext
  ) -> Verdict {
    let name = property.name
    var bodyCalls: [Syntax] = []
    var passedTo: FunctionCall?
    var assignments: [Assignment] = []
    let inits = container.explicitInits + uses.extensionInits(of: container)
    for use in uses.selfUses(of: name, container: container) {
      let line = use.node.location.line
      let inBody = container.body?.contains(use.node) ?? false
      if let call = use.calledWithoutArguments, inBody {
        bodyCalls.append(call)
      } else if let builder = use.passedAsEagerContent, inBody,
        Self.trailingContent(builder, use.node) != nil
      {
        // Run once by the builder's init, as `content()` in its trailing closure is.
        bodyCalls.append(use.node)
        passedTo = builder
      } else if let assignment = Assignment(use, inits: inits) {
        assignments.append(assignment)
      } else if use.isAssigned {
        return .skip(.reassigned(line: line))
      } else {
        return .skip(inBody ? .passedOn(line: line) : .usedOutsideBody(line: line))
      }
    }
    guard let call = bodyCalls.first, let body = container.body else { return .skip(.neverCalled) }
    if bodyCalls.count > 1 {
      // One call per clause of one `#if` (`#if os(macOS) List { content() } #else …`): a
      // build compiles one of them; one per branch of an `if` or `switch`: a `body` runs one
      // of them. Either way the first one's own deferral says why.
      if Self.eachInItsOwnClause(bodyCalls) || Self.eachInItsOwnBranch(bodyCalls),
        let deferral = deferral(of: call, in: body)
      {
        return .skip(.deferred(deferral))
      }
      return .skip(.calledMoreThanOnce(lines: bodyCalls.map(\.location.line)))
    }
    if let deferral = deferral(of: call, in: body) { return .skip(.deferred(deferral)) }

    // Explicit inits (in the type or an extension of it in this file): each one that sets
    // the property must only assign a closure parameter, or a closure of one view.
    var edits: [TextEdit] = []
    for initNode in inits {
      let mine = assignments.filter { initNode.contains($0.node) }
      guard let assignment = mine.first else { continue }
      let line = initNode.location.line
      guard mine.count == 1 else { return .skip(.initTransforms(line: line)) }
      guard let parameter = assignment.parameter else {
        guard let view = assignment.builtView else { return .skip(.initTransforms(line: line)) }
        edits.append(TextEdit(range: assignment.value.range, replacement: view.text))
        continue
      }
      if parameter.defaultValue != nil { return .skip(.initDefault(line: line)) }
      if let type = parameter.type, let function = FunctionTypeView(type),
        function.attributes.contains(where: { $0.name == "autoclosure" })
      {
        return .skip(.initAutoclosure(line: line))
      }
      if parameterUses(parameter, in: initNode) != 1 { return .skip(.initUsesClosure(line: line)) }
      edits += initEdits(parameter: parameter, value: assignment.value, builder: builder)
    }
    if !container.explicitInits.isEmpty && edits.isEmpty { return .skip(.notAssignedByInit) }
    if let wrapper = Self.wholeBody(call, body) { return .skip(.lazyView(in: wrapper.stack)) }

    // The rewrite: attribute, type, call.
    edits += propertyEdits(property, call: call, passedTo: passedTo, builder: builder)

    let publicInit = uses.assigningInits(of: name, in: container).contains {
      FunctionDeclaration($0)?.header.isPublic == true
    }
    // In an app or app extension nothing links against the type: `public` has no clients.
    let hasClients = container.isPublic && !context.isOnlyInApps
    let note: Verdict.Note
    if hasClients && property.declaration.header.isPublic {
      note = .publicProperty
    } else if hasClients && publicInit && context.mayBuildForDistribution {
      // Dropping `@escaping` keeps call sites compiling; only a library-evolution ABI breaks.
      note = .publicInit
    } else if container.hasSideEffectsInBody {
      note = .sideEffectsInBody
    } else if let view = sideEffectView(in: container, context: context) {
      note = .sideEffectView(view)
    } else {
      note = .none
    }
    return .convert(note, Fix(edits: edits))
  }

  /// A view of the project in `body` that runs work when it is built or appears (its init
  /// calls a closure it is given, its body calls a stored closure or has `let _ = …`):
  /// once SwiftUI can compare the content, `body` and that work run less often.
  private func sideEffectView(in container: Container, context: MigrationContext) -> String? {
    guard let body = container.body else { return nil }
    let resolver = context.resolver(for: body.file)
    for node in body.descendants(.functionCallExpr) {
      guard let callee = node.firstChild, callee.kind == .declReferenceExpr,
        let name = callee.firstToken?.text, name.first?.isUppercase == true,
        case .type(let type) = resolver.resolve(callee), type.kind != .extension,
        context.semantic.runsWorkWhenBuilt(type.name)
      else { continue }
      return name
    }
    return nil
  }

  /// Whether the calls stand in different clauses of one `#if`, each in its own: no build
  /// compiles two of them.
  private static func eachInItsOwnClause(_ calls: [Syntax]) -> Bool {
    var clauses: [Syntax] = []
    for call in calls {
      var node = call.parent
      while let current = node, current.kind != .ifConfigClause { node = current.parent }
      guard let clause = node, !clauses.contains(clause),
        clauses.first.map({ $0.parent == clause.parent }) ?? true
      else { return false }
      clauses.append(clause)
    }
    return true
  }

  /// Whether the calls stand in different branches of one `if` (its `else if`s included) or
  /// `switch`, each in its own: a `body` runs at most one of them.
  private static func eachInItsOwnBranch(_ calls: [Syntax]) -> Bool {
    guard calls.count > 1,
      let choice = calls[0].ancestors.first(where: { ancestor in
        (ancestor.kind == .ifExpr || ancestor.kind == .switchExpr)
          && calls.allSatisfy(ancestor.contains)
      })
    else { return false }
    return inSeparateBranches(calls, of: choice)
  }

  /// Whether each branch of `choice` (an `if`'s blocks, a `switch`'s cases) holds at most one
  /// of `calls`, an `else if` being a choice of its own; none in a condition or subject.
  private static func inSeparateBranches(_ calls: [Syntax], of choice: Syntax) -> Bool {
    var branches: [(branch: Syntax, calls: [Syntax])] = []
    for call in calls {
      var branch = call
      while let parent = branch.parent, parent != choice { branch = parent }
      if let index = branches.firstIndex(where: { $0.branch == branch }) {
        branches[index].calls.append(call)
      } else {
        branches.append((branch, [call]))
      }
    }
    return branches.allSatisfy { branch, calls in
      switch branch.kind {
      case .codeBlock, .switchCase: calls.count == 1
      case .ifExpr: calls.count == 1 || inSeparateBranches(calls, of: branch)
      default: false
      }
    }
  }

  /// Why a call in `body` is not evaluated exactly once, right away; nil if it is.
  private func deferral(of call: Syntax, in body: Syntax) -> Deferral? {
    var child = call
    while let parent = child.parent, parent != body {
      switch parent.kind {
      case .ifExpr, .switchExpr, .switchCase, .guardStmt: return .conditional
      case .sequenceExpr where parent.child(.ternaryMiddle) != nil: return .ternary
      case .forStmt, .whileStmt, .repeatStmt: return .loop
      case .ifConfigDecl, .ifConfigClause: return .ifConfig
      // `content()` ↵ `#if os(iOS)` ↵ `.gesture(…)` ↵ `#endif`: the modifiers in the block
      // are conditional, the call they modify (the block's base) is not.
      case .postfixIfConfigExpr where child != parent.firstChild: return .ifConfig
      case .functionCallExpr where child != parent.firstChild:
        // An argument, or a closure handled below: only deferring calls matter here.
        if let callee = FunctionCall(parent)?.calleeName, deferringCalls.contains(callee) {
          return .lazy(callee)
        }
      case .closureExpr:
        guard let owner = owningCall(of: parent), let callee = owner.call.calleeName else {
          return .closure
        }
        if deferringCalls.contains(callee) { return .lazy(callee) }
        let isEager = callee == "Button" ? isButtonLabel(owner) : eagerBuilders.contains(callee)
        if !isEager { return .unknownClosure(callee) }
      default: break
      }
      child = parent
    }
    return nil
  }

  /// `call` as the whole of `body`: `stack` names the stack or Group it stands alone in.
  struct WholeBody { let stack: String? }

  /// Whether `call` is the whole of `body`, with at most lifecycle modifiers after it
  /// (`build().onAppear(perform: appeared)`), alone or alone in a stack or Group: the
  /// container then lays out and draws nothing of its own, and its closure's one effect is
  /// to build the view only when `body` runs.
  static func wholeBody(_ call: Syntax, _ body: Syntax) -> WholeBody? {
    var child = call
    var stack: String?
    while let parent = child.parent, parent != body {
      switch parent.kind {
      case .memberAccessExpr where child == parent.firstChild, .returnStmt: break
      case .functionCallExpr where child == parent.firstChild:
        guard let name = FunctionCall(parent)?.calleeName, lifecycleModifiers.contains(name)
        else { return nil }
      case .closureExpr:
        // `ZStack { build() }`: the stack sizes to its one child and draws nothing.
        guard let owner = singleChildStack(holding: child, in: parent) else { return nil }
        stack = FunctionCall(owner)?.calleeName
        child = owner
        continue
      default: return nil
      }
      child = parent
    }
    return body.onlyChild == child ? WholeBody(stack: stack) : nil
  }

  /// The call of a `Group { child }` or `ZStack { child }` (no arguments) whose trailing
  /// closure is `closure`, holding `child` alone: it sizes to the caller's view and layers
  /// what it is given. A VStack or HStack lays the caller's views out in a column or a row,
  /// which is a container's work.
  private static func singleChildStack(holding child: Syntax, in closure: Syntax) -> Syntax? {
    guard Closure(closure).signature == nil, closure.onlyChild == child,
      let owner = closure.parent, let stack = FunctionCall(owner),
      stack.trailingClosure?.node == closure, stack.argumentList == nil,
      stack.labeledTrailingClosures.isEmpty, stack.callee.kind == .declReferenceExpr,
      let name = stack.calleeName, name == "Group" || name == "ZStack"
    else { return nil }
    return owner
  }

  /// Modifiers that run code as a view appears or goes, and change nothing it shows.
  static let lifecycleModifiers: Set<String> = ["onAppear", "onDisappear", "task"]

  /// How often an init refers to its parameter.
  private func parameterUses(_ parameter: Parameter, in initNode: Syntax) -> Int {
    guard let local = parameter.localName, let block = initNode.child(.codeBlock) else { return 0 }
    return block.descendants(.declReferenceExpr).filter { $0.firstToken?.text == local }.count
  }
}
