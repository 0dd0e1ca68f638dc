import MigrationKit
import SwiftCST

// The comments in and around a `SpacerStack`, which the rewrite must keep (see
// `FullWidthFrame`; split from FullWidthFrame.swift, which writes the edit).

extension SpacerStack {
  /// Comments the rewrite keeps: before X (they stay before it) and at the end of X's last
  /// line (they stay there). Nil if any other comment sits inside the stack.
  struct Comments {
    var beforeView: [Range<Int>] = []
    /// From the end of X to the end of a comment that follows it on its line.
    var afterView: Range<Int>?
    /// From the end of the one Spacer to the end of a `//` comment that ends its line
    /// (`Spacer() // keeps it on the left`): it says what the new frame does, and ends the
    /// frame's line.
    var afterSpacer: Range<Int>?
  }

  func comments() -> Comments? {
    let file = call.node.file
    let first = call.node.tokenIndices.lowerBound
    let brace = closure.rightBrace!.index
    let viewTokens = view.tokenIndices
    var result = Comments()
    // Every trivia read below lies between the first token and the closing brace: without
    // a `/` there, the stack holds no comment.
    let span = file.token(at: first).range.lowerBound..<file.token(at: brace).range.lowerBound
    if !file.containsBytes("/", in: span) { return result }
    let singleLine = isSingleLine
    // The last token of the stack's one Spacer, whose line a `//` comment may end.
    let spacers = spacersBefore + spacersAfter
    let spacerEnd = spacers.count == 1 && !singleLine ? spacers[0].tokenIndices.upperBound - 1 : -1
    for index in first...brace {
      let token = file.token(at: index)
      if index != first {
        let found = file.comments(in: token.leadingTriviaRange)
        if !found.isEmpty && index == viewTokens.lowerBound {
          result.beforeView += found
        } else if !found.isEmpty
          && !(viewTokens.lowerBound < index && index < viewTokens.upperBound)
        {
          return nil
        }
      }
      if index != brace {
        let found = file.comments(in: token.trailingTriviaRange)
        if found.isEmpty || (viewTokens.lowerBound <= index && index < viewTokens.upperBound - 1) {
          continue
        }
        if index == viewTokens.upperBound - 1 && !singleLine {
          result.afterView = view.range.upperBound..<found.last!.upperBound
        } else if index == closure.leftBrace.index && index + 1 == viewTokens.lowerBound {
          result.beforeView += found
        } else if index == spacerEnd, found.count == 1, endsLine(found[0], in: file.bytes),
          file.bytes[found[0].lowerBound + 1] == UInt8(ascii: "/")
        {
          result.afterSpacer = token.range.upperBound..<found[0].upperBound
        } else {
          return nil
        }
      }
    }
    // The frame's line ends with the Spacer's comment: one after `}` would follow it there.
    if result.afterSpacer != nil,
      let brace = closure.rightBrace, !file.comments(in: brace.trailingTriviaRange).isEmpty
    {
      return nil
    }
    // A `//` comment before X needs a line of its own, which a stack in the middle of a line lacks.
    if !startsLine(call.node.range.lowerBound, in: file.bytes) || singleLine,
      result.beforeView.contains(where: { file.bytes[$0.lowerBound + 1] == UInt8(ascii: "/") })
    {
      return nil
    }
    return result
  }

  /// Whether a comment the rewrite leaves in place (right before the stack, or kept with X)
  /// names the stack's kind or a Spacer (`// Use a VStack with a spacer to push the bar to
  /// the top`): after the rewrite it describes code that is gone. (X's own kind, in a
  /// `// </HStack>` after an inner HStack, is still there.)
  func keepsCommentNamingRemoved(_ comments: Comments) -> Bool {
    let file = call.node.file
    var ranges = comments.beforeView + (comments.afterView.map { [$0] } ?? [])
    ranges += comments.afterSpacer.map { [$0] } ?? []
    if let first = call.node.firstToken, file.containsBytes("/", in: first.leadingTriviaRange) {
      // Code commented out at column 0 (Xcode's ⌘/) above an indented stack is kept for
      // later (`//            HStack {` … `//                Spacer()`), not said of this stack.
      let start = call.node.range.lowerBound
      let indented = start > 0 && (file.bytes[start - 1] == 32 || file.bytes[start - 1] == 9)
      ranges += file.comments(in: first.leadingTriviaRange).filter { comment in
        !(indented && file.bytes[comment.lowerBound + 1] == UInt8(ascii: "/")
          && (comment.lowerBound == 0 || file.bytes[comment.lowerBound - 1] == 10
            || file.bytes[comment.lowerBound - 1] == 13))
      }
    }
    let stackName = name.lowercased()
    return ranges.contains { range in
      let text = file.text(range).lowercased()
      return text.contains("spacer") || text.contains(stackName)
    }
  }

  /// Whether only blanks follow `comment` up to the end of its line.
  private func endsLine(_ comment: Range<Int>, in bytes: [UInt8]) -> Bool {
    var position = comment.upperBound
    while position < bytes.count, bytes[position] == 32 || bytes[position] == 9 { position += 1 }
    return position == bytes.count || bytes[position] == 10 || bytes[position] == 13
  }

  var isSingleLine: Bool {
    let file = call.node.file
    return file.location(of: call.node.range.lowerBound).line
      == file.location(of: closure.node.range.upperBound - 1).line
  }
}
