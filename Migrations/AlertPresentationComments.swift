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
    guard let name = call.memberAccess?.nameToken else { return .success([]) }
    let tokens = name.index..<call.node.tokenIndices.upperBound
    // Without a `/` there is no comment to place.
    guard file.containsBytes("/", in: name.range.lowerBound..<call.node.range.upperBound) else {
      return .success([])
    }
    let heading = statement.tokenIndices.lowerBound
    var carried: [Range<Int>] = []
    for index in tokens {
      let token = file.token(at: index)
      var found: [(range: Range<Int>, heads: Bool)] = []
      if index != tokens.lowerBound {
        found += file.comments(in: token.leadingTriviaRange).map { ($0, index == heading) }
      }
      if index + 1 != tokens.upperBound {
        found += file.comments(in: token.trailingTriviaRange).map {
          ($0, index == closure.leftBrace.index)
        }
      }
      for (range, heads) in found {
        if heads {
          carried.append(range)
        } else if !kept.contains(where: { $0.contains(range.lowerBound) }) {
          let text = file.text(range)
          let shown = text.count <= 40 ? text : text.prefix(39) + "…"
          return .failure(.init(reason: "its comment `\(shown)` would be lost"))
        }
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
