import MigrationKit
import SwiftCST

/// A stack style applied through a closure that a method of the view passes the view to:
/// `NavigationView { … }.if(isPad) { view in view.navigationViewStyle(.stack) }` (a project's
/// conditional modifier). The styled view is the closure's parameter, so what it styles is
/// the view the method is called on, not nothing.
extension InheritedStackStyle {
  /// The view the closure holding `style` is handed, when the styled view is that closure's
  /// parameter and the closure is an argument of a method called on a view: the receiver
  /// of that method (`NavigationView { … }` above). Nil otherwise.
  static func transformedView(of style: Modifier, resolver: Resolver) -> Syntax? {
    guard let base = style.memberAccess.base else { return nil }
    let styled = ModifierChain(outermost: base).base
    guard styled.kind == .declReferenceExpr,
      let binding = resolver.local(named: styled.text, at: styled),
      binding.kind == .closureParameter
    else { return nil }
    // The closure that declares the parameter: the innermost one around it that starts
    // before the parameter's name.
    var closure: Syntax?
    var node = styled
    while let parent = node.parent {
      if parent.kind == .closureExpr, parent.range.lowerBound <= binding.offset {
        closure = parent
        break
      }
      node = parent
    }
    guard var holder = closure else { return nil }
    if let parent = holder.parent, parent.kind == .argument { holder = parent }
    if let parent = holder.parent, parent.kind == .argumentList { holder = parent }
    guard let call = holder.parent.flatMap(FunctionCall.init),
      let receiver = call.memberAccess?.base
    else { return nil }
    return receiver
  }

  /// Whether the view the closure holding `style` is handed is written as a
  /// `NavigationView { … }` with its modifiers (`transformedView(of:resolver:)`).
  static func stylesTransformedNavigationView(_ style: Modifier, resolver: Resolver) -> Bool {
    guard let view = transformedView(of: style, resolver: resolver),
      let call = FunctionCall(ModifierChain(outermost: view).base)
    else { return false }
    return call.callee.kind == .declReferenceExpr && call.callee.text == "NavigationView"
  }
}
