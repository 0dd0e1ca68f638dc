import SwiftCST

/// What `.ignoresSafeArea(_:edges:)` or `.edgesIgnoringSafeArea(_:)` lets a view lay out
/// under: the edges of the container safe area (bars, home indicator, notch) it extends past.
public enum SafeAreaIgnoring {
  /// The edges (`top`, `bottom`, `leading`, `trailing`) on which `modifier` lets its view
  /// extend past the container safe area; empty for the keyboard region alone; nil when
  /// `modifier` is not such a call or its arguments are not literal regions and edges.
  public static func containerEdges(of modifier: Modifier) -> Set<String>? {
    let arguments = modifier.arguments
    switch modifier.name {
    case "edgesIgnoringSafeArea":
      guard arguments.count == 1, arguments[0].label == nil,
        let edges = arguments[0].expression
      else { return nil }
      return Self.edges(edges)
    case "ignoresSafeArea":
      var regionsIncludeContainer = true
      var edges: Set<String> = allEdges
      for argument in arguments {
        guard let expression = argument.expression else { return nil }
        switch argument.label {
        case nil:
          guard let regions = Self.regions(expression) else { return nil }
          regionsIncludeContainer = regions.contains("container")
        case "edges":
          guard let written = Self.edges(expression) else { return nil }
          edges = written
        default: return nil
        }
      }
      return regionsIncludeContainer ? edges : []
    default:
      return nil
    }
  }

  public static let allEdges: Set<String> = ["top", "bottom", "leading", "trailing"]
  public static let allRegions: Set<String> = ["container", "keyboard"]

  /// The regions a regions argument holds (`container`, `keyboard`): `.all`,
  /// `SafeAreaRegions.all`, `[.all]` and `[.container, .keyboard]` hold both; nil for a
  /// value the source does not spell out.
  public static func regions(_ expression: Syntax) -> Set<String>? {
    guard let names = names(expression, types: regionTypes) else { return nil }
    var regions: Set<String> = []
    for name in names {
      switch name {
      case "all": regions.formUnion(allRegions)
      case "container", "keyboard": regions.insert(name)
      default: return nil
      }
    }
    return regions
  }

  /// `.bottom`, `.horizontal`, `Edge.Set.all`, `[.top, .leading]` as edges; nil for a value
  /// the source does not spell out (`WrittenEdges.unknown`).
  public static func edges(_ expression: Syntax) -> Set<String>? {
    guard case .literal(let edges) = WrittenEdges(expression) else { return nil }
    return edges
  }

  /// The member names of `.a`, `T.a` (`T` one of `types`) or `[.a, .b]`; nil for anything
  /// else. A member of another type (`Layout.bottomBar`) is a value like a variable.
  static func names(_ expression: Syntax, types: Set<String>) -> [String]? {
    func name(_ value: Syntax) -> String? {
      guard let access = MemberAccess(value) else { return nil }
      if let base = access.base, !types.contains(base.text) { return nil }
      return access.name
    }
    if expression.kind == .arrayExpr {
      var names: [String] = []
      for element in expression.children where element.kind == .argument {
        guard let value = element.firstChild, let found = name(value) else { return nil }
        names.append(found)
      }
      return names
    }
    return name(expression).map { [$0] }
  }

  static let edgeSetTypes: Set<String> = ["Edge.Set", "SwiftUI.Edge.Set"]
  static let regionTypes: Set<String> = ["SafeAreaRegions", "SwiftUI.SafeAreaRegions"]

  /// Whether a view around `node` (`node` itself, or what contains it, up to its
  /// declaration) ignores the container safe area on one of `edges`: there SwiftUI lays
  /// the content out under the bars and reserves no inset. Arguments that cannot be read
  /// count as ignoring every edge.
  public static func isIgnored(around node: Syntax, on edges: Set<String>) -> Bool {
    var current = node
    while let parent = current.parent {
      if boundaries.contains(parent.kind) { return false }
      if parent.kind == .memberAccessExpr, let access = MemberAccess(parent),
        access.base == current,
        access.name == "ignoresSafeArea" || access.name == "edgesIgnoringSafeArea",
        let grand = parent.parent, let call = FunctionCall(grand), call.callee == parent,
        let modifier = ModifierChain(outermost: grand).modifiers.last
      {
        let ignored = containerEdges(of: modifier) ?? allEdges
        if !ignored.isDisjoint(with: edges) { return true }
      }
      current = parent
    }
    return false
  }

  /// Declarations: a view expression is followed up to the one holding it.
  private static let boundaries: Set<SyntaxKind> = [
    .functionDecl, .initializerDecl, .variableDecl, .subscriptDecl, .structDecl, .classDecl,
    .enumDecl, .actorDecl, .extensionDecl,
  ]
}

/// What an edges argument (`edges:` of `ignoresSafeArea`, the argument of
/// `edgesIgnoringSafeArea`) holds, as far as its text tells. The one reader of such
/// arguments: every migration that asks which edges a call ignores asks here.
public enum WrittenEdges: Equatable {
  /// Edges written out: `.bottom`, `[.top, .horizontal]`, `Edge.Set.all` (`top`, `bottom`,
  /// `leading`, `trailing`).
  case literal(Set<String>)
  /// A value the source does not spell out: a property, a variable, a call, a member of
  /// another type, a conditional. It may hold any edge; its name is no evidence.
  case unknown

  /// The edges `expression` holds; every edge when there is no argument (the default).
  public init(_ expression: Syntax?) {
    guard let expression else {
      self = .literal(SafeAreaIgnoring.allEdges)
      return
    }
    guard let names = SafeAreaIgnoring.names(expression, types: SafeAreaIgnoring.edgeSetTypes)
    else {
      self = .unknown
      return
    }
    var edges: Set<String> = []
    for name in names {
      switch name {
      case "all": edges.formUnion(SafeAreaIgnoring.allEdges)
      case "horizontal": edges.formUnion(["leading", "trailing"])
      case "vertical": edges.formUnion(["top", "bottom"])
      case "top", "bottom", "leading", "trailing": edges.insert(name)
      default:
        self = .unknown
        return
      }
    }
    self = .literal(edges)
  }

  /// Every edge, certainly.
  public var isAll: Bool { self == .literal(SafeAreaIgnoring.allEdges) }

  /// Whether `edge` may be among them: certainly for literal edges, possibly for a value.
  public func mayInclude(_ edge: String) -> Bool {
    switch self {
    case .literal(let edges): edges.contains(edge)
    case .unknown: true
    }
  }
}
