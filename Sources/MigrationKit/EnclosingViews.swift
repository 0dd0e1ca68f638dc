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
    while let parent = current.parent {
      switch parent.kind {
      case .memberAccessExpr:
        guard let access = MemberAccess(parent), access.base == current else {
          current = parent
          continue
        }
        // `current.modifier(…)…`: applied to a view holding the expression.
        let chain = ModifierChain(base: current)
        modifiers += chain.modifiers
        current = chain.outermost
      case .closureExpr:
        guard let call = Self.owningCall(of: parent) else {
          current = parent
          continue
        }
        let name = call.calleeName ?? ""
        if let access = call.memberAccess, access.base != nil {
          if Self.presentations.contains(name) {
            end = .presentation(name)
            return
          }
        } else if Self.scenes.contains(name) {
          end = .scene(name)
          return
        }
        current = call.node
      case .macroExpansionExpr, .macroExpansionDecl:
        if let pound = parent.firstToken,
          pound.text == "#Preview" || (pound.text == "#" && pound.next?.text == "Preview")
        {
          end = .preview
        }
        return
      case .variableDecl, .functionDecl:
        // A local `let content = …` is used in the closure it is in: walk on.
        guard parent.parent?.kind == .memberBlock else {
          current = parent
          continue
        }
        end = .member(parent)
        return
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
        .sourceFile, .initializerDecl, .subscriptDecl, .deinitializerDecl:
        return
      default:
        current = parent
      }
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
