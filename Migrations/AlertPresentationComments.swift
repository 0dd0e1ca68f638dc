import MigrationKit
import SwiftCST

/// The comments of an `.alert(isPresented:content:)` call that its rewrite must not lose.
///
/// The rewrite keeps the binding, a title that is not a literal, the message, and each
/// button's action and label as they are (with any comment inside them); a comment heading
/// the closure before the Alert (`// reopen the sheet once it is dismissed`) heads the new
/// actions closure. Any other comment (between the Alert's arguments, after it) has no
/// place in the new form, so the call is left as it is and the comment is named.
enum AlertComments {
  static func carried(
    by call: FunctionCall, closure: Closure, statement: Syntax, kept: [Range<Int>]
  ) -> Result<[Range<Int>], AlertPresentation.Refusal> {
    let file = call.node.file
    // From the modifier's name: the receiver before it is not rewritten.
    guard let name = call.memberAccess?.nameToken, let heading = statement.firstToken else {
      return .success([])
    }
    // Between the closure's `{` and the statement that makes the Alert.
    let head = closure.leftBrace.range.upperBound..<heading.range.lowerBound
    var carried: [Range<Int>] = []
    for comment in file.comments(within: name.range.lowerBound..<call.node.range.upperBound) {
      if head.contains(comment.lowerBound) {
        carried.append(comment)
      } else if !kept.contains(where: { $0.contains(comment.lowerBound) }) {
        let text = file.text(comment)
        let shown = text.count <= 40 ? text : text.prefix(39) + "…"
        return .failure(.init(reason: "its comment `\(shown)` would be lost"))
      }
    }
    return .success(carried)
  }
}

extension AlertPresentation.Presentation {
  /// The ranges the rewrite copies as they are: the binding, a title that is not a literal
  /// (`titleValue`), the message, and each button's action and label view.
  func keptRanges(titleValue: Syntax?) -> [Range<Int>] {
    var ranges = [binding.range]
    if let titleValue, titleValue.text == title { ranges.append(titleValue.range) }
    if let message { ranges.append(message.range) }
    for button in buttons {
      if let action = button.action { ranges.append(action.range) }
      if case .text(let view) = button.label { ranges.append(view.range) }
    }
    return ranges
  }
}
