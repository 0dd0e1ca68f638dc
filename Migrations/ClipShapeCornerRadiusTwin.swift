import MigrationKit
import SwiftCST

/// `.cornerRadius(r)` right next to `.clipShape(RoundedRectangle(cornerRadius: r))` (or
/// `.clipShape(.rect(cornerRadius: r))`), before or after it: the rename would leave the same
/// clip twice in a row, so the call goes instead. Both clips must be provably one shape: the
/// same radius written the same way as a literal or a name (no call, which could give another
/// value), SwiftUI's RoundedRectangle with its default corner style, the default fill style
/// on both, nothing but spaces and line breaks between them. Review: two clips antialias the
/// edge twice (an edge pixel keeps its coverage squared), one clip once.
extension ClipShapeCornerRadius {
  /// The clip beside `site` (its shape as written, and "after"/"before" for where it is) and
  /// the text to delete, from the end of the call's receiver to its own end; nil unless it
  /// clips to the same rounded rectangle.
  static func sameClip(
    beside site: ModifierCallSite, radius: Syntax, in file: SourceFile,
    context: MigrationContext
  ) -> (shape: String, side: String, deletion: Range<Int>)? {
    guard let receiver = site.access.base, isPlainValue(radius) else { return nil }
    var twin: (call: FunctionCall, side: String)?
    if let access = site.call.node.parent.flatMap(MemberAccess.init),
      access.base == site.call.node, let next = access.node.parent.flatMap(FunctionCall.init),
      next.callee == access.node
    {
      twin = (next, "after")
    } else if let previous = FunctionCall(receiver) {
      twin = (previous, "before")
    }
    guard let (clip, side) = twin, clip.memberAccess?.name == "clipShape",
      clip.trailingClosure == nil, clip.labeledTrailingClosures.isEmpty,
      clip.arguments.count == 1, clip.arguments[0].label == nil,
      let shape = clip.arguments[0].expression, let shapeCall = FunctionCall(shape),
      shapeCall.trailingClosure == nil, shapeCall.arguments.count == 1,
      shapeCall.arguments[0].label == "cornerRadius",
      let other = shapeCall.arguments[0].expression, isPlainValue(other),
      spelling(other) == spelling(radius)
    else { return nil }
    switch shapeCall.callee.kind {
    case .declReferenceExpr where shapeCall.calleeName == "RoundedRectangle":
      // A RoundedRectangle of the run is another shape.
      let resolver = context.resolver(for: file)
      if resolver.declaresType(named: "RoundedRectangle", at: shape) { return nil }
    case .memberAccessExpr where shapeCall.memberAccess?.base == nil:
      guard shapeCall.calleeName == "rect" else { return nil }
    default:
      return nil
    }
    let deletion = receiver.range.upperBound..<site.call.node.range.upperBound
    guard file.comments(within: deletion).isEmpty else { return nil }
    let written = shape.text.contains("\n") ? "a RoundedRectangle of that radius" : shape.text
    return (written, side, deletion)
  }

  /// A literal number or a name (`radius`, `Layout.radius`): the same value each time it is
  /// read in one body, unlike a call.
  private static func isPlainValue(_ value: Syntax) -> Bool {
    switch value.kind {
    case .integerLiteralExpr, .floatLiteralExpr, .declReferenceExpr:
      return true
    case .memberAccessExpr:
      guard let base = MemberAccess(value)?.base else { return false }
      return isPlainValue(base)
    default:
      return false
    }
  }

  /// The value's text without spaces and comments' layout.
  private static func spelling(_ value: Syntax) -> String {
    value.text.filter { !$0.isWhitespace }
  }
}
