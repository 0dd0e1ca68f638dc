import MigrationKit
import SwiftCST

// A content layer that can be bigger than the space its ZStack is offered, which the
// decoration layer fills: as the view's background or overlay, the layer would take the
// view's size instead. Such a ZStack is left as it is.
extension BackgroundDecoration {
  /// The modifier that makes `view` bigger than the space it is offered in one direction
  /// (an image filling it): `scaledToFill` or `aspectRatio(…, contentMode: .fill)`, in its
  /// own chain; nil without one.
  static func overflowingModifier(of view: Syntax) -> String? {
    for modifier in ModifierChain(outermost: view).modifiers {
      switch modifier.name {
      case "scaledToFill":
        return "scaledToFill()"
      case "aspectRatio"
      where modifier.arguments.contains { $0.expression?.text.hasSuffix(".fill") == true }:
        return "aspectRatio(contentMode: .fill)"
      default:
        continue
      }
    }
    return nil
  }

  /// The view's fixed frame along a direction where the ZStack is given a fixed frame
  /// afterwards (`ZStack { Color.blue; X.frame(height: H) }.frame(height: h).clipped()`),
  /// when H may be more than h: the direction and the two frames' lengths, as written;
  /// nil otherwise. Asked where the fix frames the view to fill (not of a centred ZStack
  /// whose first modifier is `.frame(width:height:)`, which the fix gives the view with the
  /// decoration after it: the decoration is that frame's size, as the layer was).
  ///
  /// Why (along the height; the width alike): the ZStack's frame offers it exactly h,
  /// whatever it is offered itself, and the ZStack offers h to each layer. The colour takes
  /// h; the view takes H whatever it is offered (its fixed frame; modifiers after that frame
  /// only add to it). The ZStack is as tall as its tallest layer, max(h, H), with the colour
  /// h of it. The fix frames the view with `.frame(maxWidth: .infinity, maxHeight:
  /// .infinity)`, offered h: a frame without a minimum is never smaller than its view, so it
  /// is max(h, H) tall too, and the background takes that height. The two agree when
  /// H ≤ h (both h) and differ when H > h (the colour H tall, not h). H ≤ h is known when
  /// both are number literals, or when they are the same expression.
  static func overflowingFrame(of content: Syntax, in stack: FunctionCall)
    -> (along: String, view: String, stack: String)?
  {
    let stackModifiers = ModifierChain(base: stack.node).modifiers
    guard stackModifiers.contains(where: { $0.name == "frame" }) else { return nil }
    let contentModifiers = ModifierChain(outermost: content).modifiers
    for label in ["height", "width"] {
      func length(_ modifier: Modifier) -> Syntax? {
        guard modifier.name == "frame",
          let value = modifier.call?.argument(labeled: label)?.expression, value.text != "nil"
        else { return nil }
        return value
      }
      guard let offered = stackModifiers.lazy.compactMap(length).first,
        let own = contentModifiers.reversed().lazy.compactMap(length).first
      else { continue }
      if own.compactText == offered.compactText { continue }
      if let ownLength = Double(own.text), let offeredLength = Double(offered.text),
        ownLength <= offeredLength
      {
        continue
      }
      return (label, own.excerpt(40), offered.excerpt(40))
    }
    return nil
  }
}
