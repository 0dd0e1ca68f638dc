import SwiftCST

/// Whether `view`'s last modifier is a frame of the same width and height as `stackFrame`,
/// the centred ZStack's `.frame(width: W, height: H)` that the fix moves onto the view.
/// A fixed frame is exactly its size whatever it holds, so the moved frame would hold a view
/// exactly its own size, centred: it places nothing and is not written again
/// (`X.frame(width: W, height: H).frame(width: W, height: H)`). The sizes are compared as
/// written, spaces aside: the same expression read twice in one layout pass.
func repeatsLastFrame(of view: Syntax, _ stackFrame: Modifier) -> Bool {
  guard let last = ModifierChain(outermost: view).modifiers.last, last.name == "frame",
    last.trailingClosure == nil
  else { return false }
  func sizes(_ modifier: Modifier) -> [String]? {
    var found: [String: String] = [:]
    for argument in modifier.arguments {
      guard let label = argument.label, let value = argument.expression else { return nil }
      if label == "alignment" { continue }
      guard label == "width" || label == "height" else { return nil }
      found[label] = value.text.filter { !$0.isWhitespace }
    }
    guard let width = found["width"], let height = found["height"] else { return nil }
    return [width, height]
  }
  guard let own = sizes(last), let moved = sizes(stackFrame) else { return false }
  return own == moved
}
