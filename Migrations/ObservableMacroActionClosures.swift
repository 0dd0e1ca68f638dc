import MigrationKit
import SwiftCST

extension ObservableMacro {
  /// Modifiers whose closures SwiftUI runs later, on an event, not while building the view:
  /// a read there takes the value the object has then, whether or not the view updated.
  static let actionModifiers: Set<String> = [
    "onAppear", "onDisappear", "task", "onChange", "onTapGesture", "onLongPressGesture",
    "onReceive", "onSubmit", "onHover", "onContinuousHover", "refreshable", "onOpenURL",
    "onKeyPress", "onEnded", "onChanged", "onCommand", "onExitCommand", "onDelete", "onMove",
    "onPreferenceChange", "onDrop", "onCopyCommand", "onPasteCommand", "onDeleteCommand",
    "onMoveCommand",
  ]

  /// Whether `node` is read inside an action: a closure of an action modifier
  /// (`.onChange(of: x) { … }`, `.task { … }`), a Button's action (`Button("Stop") { … }`,
  /// `Button(action: { … })`, `Button { … } label: { … }`) or a `Task { … }`, up to `owner`.
  static func isInAction(_ node: Int32, in raw: RawTree, below owner: Int32) -> Bool {
    var ancestor = raw.parent(node)
    while ancestor >= 0, ancestor != owner {
      if raw.kind(ancestor) == .closureExpr, isAction(raw.syntax(ancestor)) { return true }
      ancestor = raw.parent(ancestor)
    }
    return false
  }

  /// Whether `closure` is one of the actions `isInAction(_:in:below:)` names.
  private static func isAction(_ closure: Syntax) -> Bool {
    guard let parent = closure.parent else { return false }
    var label: String?
    var isTrailing = false
    let callNode: Syntax?
    switch parent.kind {
    case .functionCallExpr:
      callNode = parent
      isTrailing = true
    case .labeledTrailingClosure:
      callNode = parent.parent
      label = parent.firstToken?.text
    case .argument:
      callNode = parent.parent?.parent
      label = Argument(parent).label
    default:
      return false
    }
    guard let call = callNode.flatMap(FunctionCall.init), let name = call.calleeName else {
      return false
    }
    if call.memberAccess != nil { return actionModifiers.contains(name) }
    guard call.callee.kind == .declReferenceExpr else { return false }
    switch name {
    case "Task": return isTrailing || label == "operation"
    case "Button":
      if label == "action" { return true }
      // The first trailing closure is the action after a title (`Button("Stop") { … }`) or
      // before a `label:` closure; alone after `action:`, it is the label.
      return isTrailing
        && (call.arguments.first.map { $0.label == nil } == true
          || !call.labeledTrailingClosures.isEmpty)
    default: return false
    }
  }
}
