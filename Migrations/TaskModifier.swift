import MigrationKit
import SwiftCST

/// `.onAppear { Task { await f() } }` (the closure is only that `Task`) → `.task { await f() }`.
///
/// `task(priority:_:)` (iOS 15, macOS 12, tvOS 15, watchOS 8) starts the same work when the
/// view appears, but SwiftUI cancels it when the view disappears, where the unstructured Task
/// ran on: `review`. `Task(priority: p) { … }` keeps its priority. A Task body that can throw
/// (`try` outside a catch-all `do`) is only reported, since `.task`'s action cannot throw;
/// so is a closure with comments outside the Task. Nothing fires where a target predates
/// `task`, the targets are unknown, the project declares its own `Task` type, or the call may
/// reach a project method named `onAppear` or `task`.
public struct TaskModifier: Migration {
  public let id = "task-modifier"
  public let summary = "Replace .onAppear { Task { … } } with the task modifier"
  public let rationale = """
    An onAppear closure that only starts a Task is what task(priority:_:) (iOS 15, macOS 12, \
    tvOS 15, watchOS 8) does, with one difference that makes the fix review: SwiftUI cancels \
    the task when the view disappears, while the unstructured Task ran to the end. Work that \
    must finish (saving, a request the user expects to complete) should stay as it is; \
    loading that only matters while the view is shown is what .task is for. The Task's \
    priority argument carries over (.task defaults to userInitiated, a Task inherits the \
    caller's). A Task body that can throw (a try outside a catch-all do) is only reported, \
    since .task's action cannot throw; so is an onAppear closure with comments outside the \
    Task, and a view inside an if or switch branch: .task would be cancelled when the branch \
    changes, which the work itself may cause (a "load more" row hidden while loading). An \
    onAppear closure that does anything besides starting the Task is left alone. Nothing fires where a target is older (unless \
    @available or if #available raises it there), when the targets are unknown, when the \
    project declares its own Task type, or when the call may reach a project method named \
    onAppear or task. Availability from the SDK documentation: \
    developer.apple.com/documentation/swiftui/view/task(priority:_:).
    """
  public let example = (
    before: """
    List(viewModel.items) { item in
      Text(item.title)
    }
    .onAppear {
      Task {
        await viewModel.load()
      }
    }
    """,
    after: """
    List(viewModel.items) { item in
      Text(item.title)
    }
    .task {
      await viewModel.load()
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
    ProjectMethods.facts(named: "onAppear", key: onAppearKey, in: file)
      + ProjectMethods.facts(named: "task", key: taskKey, in: file)
  }

  /// Every finding is at a call of this name (most files have none), looked up before the
  /// targets are.
  public func mayFind(in file: SourceFile, context: MigrationContext) -> Bool {
    file.hasCalls(named: "onAppear") && context.mayBeAvailable(taskTargets, in: file)
  }

  public func findings(in file: SourceFile, context: MigrationContext) -> [Finding] {
    guard mayFind(in: file, context: context) else { return [] }
    let calls = file.calls(named: "onAppear")
    let onAppearMethods = ProjectMethods(context.index, key: onAppearKey, path: context.path)
    let taskMethods = ProjectMethods(context.index, key: taskKey, path: context.path)
    // What the file's methods assign, read once each (see `methodAssigning`).
    var assignedByMethod: [Int: Set<String>] = [:]
    return calls.compactMap { call in
      guard
        let site = ModifierCallSite(call.node, named: "onAppear", trailingClosureLabel: "perform"),
        site.labels == ["perform"], let closure = site.call.trailingClosure,
        closure.signature == nil, closure.statements.count == 1,
        let task = Self.taskCall(closure.statements[0]),
        context.isAvailable(taskTargets, at: call.node),
        context.semantic.type(named: "Task").map({ $0.kind == .extension }) ?? true
      else { return nil }
      let resolver = context.resolver(for: file)
      switch ProjectMethodCheck(
        site, onAppearMethods, signature: "onAppear(perform:)", id: id, resolver: resolver)
      {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding): return finding
      }
      // `.task` must reach SwiftUI's modifier too.
      var taskSite = site
      taskSite.labels = task.arguments.map { $0.label ?? "_" } + ["_"]
      switch ProjectMethodCheck(
        taskSite, taskMethods, signature: "task", id: id, resolver: resolver)
      {
      case .rewrite: break
      case .leave: return nil
      case .report(let finding): return finding
      }
      guard let body = task.trailingClosure, let close = closure.rightBrace else { return nil }
      // A Task that can throw, then work that may stop when the view goes away, come before a
      // comment beside the Task, which only says how to rewrite it.
      if Self.mayThrow(body) {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "the Task in onAppear can throw, and .task's action cannot: handle the error inside before moving it to .task, which also cancels the task when the view disappears (check that the work may stop then)",
          safety: .diagnostic)
      }
      if let condition = Self.enclosingCondition(of: call.node) {
        // The work sets what the condition reads: it replaces this view itself, so the
        // rewrite by hand the note offers does not apply (`--verbose` says so).
        let names = Self.conditionNames(around: call.node)
        let setter =
          Self.assigns(names, in: body)
          ? ""
          : Self.methodAssigning(
            names, calledIn: body, resolver: resolver, path: context.path,
            assignedByMethod: &assignedByMethod)
        if let setter {
          let place = setter.isEmpty ? "" : " (in \(setter)())"
          return Finding(
            migrationID: id, range: site.range,
            message:
              "onAppear { Task { … } } on a view inside \(condition), whose value the work sets\(place): the work replaces this view, and .task would be cancelled when it goes away: left as it is",
            safety: .diagnostic, isVerboseOnly: true)
        }
        if let called = Self.methodOfConditionObject(names, calledIn: body) {
          return Finding(
            migrationID: id, range: site.range,
            message:
              "onAppear { Task { … } } on a view inside \(condition), whose object the work calls (\(called)()): the call may replace this view, and .task would be cancelled when it goes away: left as it is",
            safety: .diagnostic, isVerboseOnly: true)
        }
        return Finding(
          migrationID: id, range: site.range,
          message:
            "onAppear { Task { … } } on a view inside \(condition): .task would be cancelled as soon as the view goes away, which the work itself may cause (a \"load more\" row that hides while loading): if the work cannot hide this view, move it to .task by hand",
          safety: .diagnostic)
      }
      if Self.hasComments(in: closure, around: task, close: close) {
        return Finding(
          migrationID: id, range: site.range,
          message:
            "onAppear { Task { … } } with comments outside the Task: .task { … } would drop them; rewrite by hand, knowing that .task cancels the task when the view disappears",
          safety: .diagnostic)
      }
      let arguments =
        task.argumentList.map { list in
          file.text(ArgumentListRemoval.parenthesesRange(of: list))
        } ?? ""
      let from = file.indentation(ofLineContaining: task.node.range.lowerBound)
      let to = file.indentation(ofLineContaining: close.range.lowerBound)
      let moved = context.style.reindent(
        body.node.text, from: from, to: to, skippingFirstLine: true)
      return Finding(
        migrationID: id, range: site.range,
        message:
          "onAppear { Task { … } } is what .task { … } does, except that SwiftUI cancels the task when the view disappears: check that the work may stop then",
        safety: .review,
        fix: Fix(edits: [
          TextEdit(
            range: site.access.nameToken.range.lowerBound..<call.node.range.upperBound,
            replacement: "task" + arguments + " " + moved)
        ]))
    }
  }

  /// The condition of the nearest `if` (or the subject of a `switch`) whose branch holds the
  /// view, up to the declaration that builds it; nil when the view is always there.
  static func enclosingCondition(of node: Syntax) -> String? {
    var current = node
    while let parent = current.parent {
      switch parent.kind {
      case .functionDecl, .variableDecl, .accessorDecl, .initializerDecl, .subscriptDecl:
        return nil
      case .ifExpr, .switchExpr:
        let condition = parent.child(.conditionList) ?? parent.children.first
        let text =
          (condition?.text ?? "a condition").split(whereSeparator: \.isNewline).first
          .map(String.init) ?? ""
        let keyword = parent.kind == .ifExpr ? "if " : "switch "
        // The first code block of an `if` is its then branch; a later one is its else.
        let inElse =
          parent.kind == .ifExpr && current.kind == .codeBlock
          && parent.child(.codeBlock) != current
        return (inElse ? "the else branch of " : "") + "`" + keyword
          + (text.count > 60 ? String(text.prefix(57)) + "…" : text) + "`"
      default:
        current = parent
      }
    }
    return nil
  }

  /// `Task { … }` or `Task(priority: p) { … }` as the closure's only statement.
  static func taskCall(_ statement: Syntax) -> FunctionCall? {
    guard let call = FunctionCall(statement), call.callee.kind == .declReferenceExpr,
      call.callee.text == "Task", call.trailingClosure != nil, call.labeledTrailingClosures.isEmpty,
      call.arguments.allSatisfy({ $0.label == "priority" }), call.arguments.count <= 1
    else { return nil }
    if let signature = call.trailingClosure?.signature,
      signature.tokens.contains(where: { $0.is("throws") })
    {
      return nil
    }
    return call
  }

  /// Comments between the onAppear closure's braces and the Task.
  static func hasComments(in closure: Closure, around task: FunctionCall, close: Token) -> Bool {
    let file = closure.node.file
    // In a broken file the closure's last `}` may be the Task's own: say so, rewrite nothing.
    guard closure.leftBrace.range.upperBound <= task.node.range.lowerBound,
      task.node.range.upperBound <= close.range.lowerBound
    else { return true }
    let before = file.text(closure.leftBrace.range.upperBound..<task.node.range.lowerBound)
    let after = file.text(task.node.range.upperBound..<close.range.lowerBound)
    return (before + after).contains("//") || (before + after).contains("/*")
  }

  /// A `try` (not `try?`/`try!`) or `throw` in the Task's body that no catch-all `do` around
  /// it handles (nested closures are their own context).
  static func mayThrow(_ body: Closure) -> Bool {
    let throwing =
      body.node.descendants(.tryExpr).filter { expression in
        guard let next = expression.firstToken?.next else { return true }
        return !(next.is("?") || next.is("!"))
      } + body.node.descendants(.throwStmt)
    return throwing.contains { node in
      var current = node
      while let parent = current.parent, parent != body.node {
        if parent.kind == .closureExpr { return false }
        if parent.kind == .doStmt, current.kind == .codeBlock,
          parent.children(.catchClause).contains(where: isCatchAll)
        {
          return false
        }
        current = parent
      }
      return true
    }
  }

  /// `catch { … }` or `catch let error { … }`.
  private static func isCatchAll(_ clause: Syntax) -> Bool {
    let patterns = clause.children.filter { $0.kind != .codeBlock }
    guard let pattern = patterns.first else { return true }
    guard patterns.count == 1 else { return false }
    let tokens = pattern.tokens
    return tokens.count == 2 && (tokens[0].is("let") || tokens[0].is("var"))
  }
}

private let onAppearKey = "task-modifier.onAppear"
private let taskKey = "task-modifier.task"

/// task(priority:_:): iOS 15, macOS 12, tvOS 15, watchOS 8.
private let taskTargets = minimumVersions(iOS: "15", macOS: "12", tvOS: "15", watchOS: "8")
