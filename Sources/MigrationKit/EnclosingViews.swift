import SwiftCST

/// What a view expression inherits from the views written around it in its declaration: the
/// modifiers applied to views that hold it (`ZStack { Row() }.navigationViewStyle(.stack)`
/// styles `Row()`), and where the walk up ends. Environment values and styles flow down to
/// the views a container holds, through stacks, `TabView`, `ForEach`, a modifier's content
/// (`overlay`, `background`, `toolbar`) and navigation destinations; a presentation
/// (`sheet`, `fullScreenCover`, `popover`) shows its content in another hierarchy, where
/// the walk stops without a claim.
public struct EnclosingViews {
  /// Where the walk up from the view ended.
  public enum End: Equatable {
    /// A property or method of a type (`body`, `var list: some View`, `func row() -> …`):
    /// the views are where the type's own views are.
    case member(Syntax)
    /// The content of a presentation modifier (`sheet`, `fullScreenCover`, …), named.
    case presentation(String)
    /// The content of a scene (`WindowGroup { … }`): a window's root view.
    case scene(String)
    /// A `#Preview` body.
    case preview
    /// Anything else (a closure called in place, top-level code, a global).
    case unknown
  }

  /// Modifiers applied to views that hold the expression, innermost first.
  public private(set) var modifiers: [Modifier] = []
  public private(set) var end = End.unknown

  /// Modifiers whose content is presented apart from the view they are applied to.
  public static let presentations: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector",
  ]
  /// Scenes whose content closure is a window's root view.
  public static let scenes: Set<String> = [
    "WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "UtilityWindow",
  ]

  public init(around node: Syntax) {
    var current = node
    while true {
      switch Self.step(from: current) {
      case .up(let next): current = next
      case .chain(let chain):
        modifiers += chain.modifiers
        current = chain.outermost
      case .end(let end):
        self.end = end
        return
      }
    }
  }

  /// One step of the walk up from `current` (the expression, or a node holding it).
  enum Step {
    /// On to this ancestor, nothing applied on the way.
    case up(Syntax)
    /// `current.modifier(…)…`: the chain's modifiers apply to a view holding the
    /// expression; on from its outermost node.
    case chain(ModifierChain)
    /// The walk ends here.
    case end(End)
  }

  /// Where the walk goes from `current`: it depends on `current` alone, so a walk from
  /// another node that reaches `current` goes on the same way (`EnclosingViewsMemo`).
  static func step(from current: Syntax) -> Step {
    guard let parent = current.parent else { return .end(.unknown) }
    switch parent.kind {
    case .memberAccessExpr:
      guard let access = MemberAccess(parent), access.base == current else { return .up(parent) }
      // `current.modifier(…)…`: applied to a view holding the expression.
      return .chain(ModifierChain(base: current))
    case .closureExpr:
      guard let call = Self.owningCall(of: parent) else { return .up(parent) }
      let name = call.calleeName ?? ""
      if let access = call.memberAccess, access.base != nil {
        if Self.presentations.contains(name) { return .end(.presentation(name)) }
      } else if Self.scenes.contains(name) {
        return .end(.scene(name))
      }
      return .up(call.node)
    case .macroExpansionExpr, .macroExpansionDecl:
      if let pound = parent.firstToken,
        pound.text == "#Preview" || (pound.text == "#" && pound.next?.text == "Preview")
      {
        return .end(.preview)
      }
      return .end(.unknown)
    case .variableDecl, .functionDecl:
      // A local `let content = …` is used in the closure it is in: walk on.
      guard parent.parent?.kind == .memberBlock else { return .up(parent) }
      return .end(.member(parent))
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
      .sourceFile, .initializerDecl, .subscriptDecl, .deinitializerDecl:
      return .end(.unknown)
    default:
      return .up(parent)
    }
  }

  /// The call a closure is the trailing closure or an argument of.
  static func owningCall(of closure: Syntax) -> FunctionCall? {
    guard var owner = closure.parent else { return nil }
    if owner.kind == .labeledTrailingClosure || owner.kind == .argument {
      guard let next = owner.parent else { return nil }
      owner = next
    }
    if owner.kind == .argumentList, let next = owner.parent { owner = next }
    return FunctionCall(owner)
  }
}

/// `EnclosingViews(around:)` for many expressions of one file, cut to what a question about
/// one modifier needs: the first modifier of that name applied above the expression
/// (innermost first, as `modifiers.first { $0.name == name }`) and where the walk ends.
/// The walk from a node depends on that node alone, so each node's answer is kept: the
/// walk from the next expression stops at the first node already walked (the views of one
/// body share most of their way up).
public struct EnclosingViewsMemo {
  /// One answer: the modifier and the end.
  public struct Summary {
    public let modifier: Modifier?
    public let end: EnclosingViews.End
  }

  private let name: String
  /// Per node of the file: the index in `summaries` of its answer, or -1 when not walked.
  private var slots: [Int32]
  /// The distinct answers (a new one starts where a walk meets a modifier of the name).
  public private(set) var summaries: [Summary] = []
  /// The nodes of the walk at hand and the modifier of the name each step met.
  private var path: [(node: Int32, modifier: Modifier?)] = []

  public init(file: SourceFile, modifier name: String) {
    self.name = name
    slots = Array(repeating: -1, count: Int(file.root.index) + 1)
  }

  /// The index in `summaries` of the answer for `node`: equal indices, equal answers.
  public mutating func summary(around node: Syntax) -> Int {
    var current = node
    var found: Int32
    path.removeAll(keepingCapacity: true)
    walk: while true {
      let slot = slots[Int(current.index)]
      if slot >= 0 {
        found = slot
        break
      }
      switch EnclosingViews.step(from: current) {
      case .up(let next):
        path.append((current.index, nil))
        current = next
      case .chain(let chain):
        path.append((current.index, chain.modifiers.first { $0.name == name }))
        current = chain.outermost
      case .end(let end):
        summaries.append(Summary(modifier: nil, end: end))
        found = Int32(summaries.count - 1)
        slots[Int(current.index)] = found
        break walk
      }
    }
    // Back down the walk: a modifier met on the way is the answer below it.
    for step in path.reversed() {
      if let modifier = step.modifier {
        summaries.append(Summary(modifier: modifier, end: summaries[Int(found)].end))
        found = Int32(summaries.count - 1)
      }
      slots[Int(step.node)] = found
    }
    return Int(found)
  }
}
