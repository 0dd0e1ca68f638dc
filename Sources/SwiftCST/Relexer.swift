/// A change made to a file's bytes: the range it replaced, in the old bytes, and how many
/// bytes replaced it.
public struct ByteChange: Sendable, Hashable {
  public var range: Range<Int>
  public var newCount: Int

  public init(range: Range<Int>, newCount: Int) {
    self.range = range
    self.newCount = newCount
  }
}

/// Lexes a changed file again around its changes only, and takes every other token from
/// the file before the change, moved by what the changes before it added or removed.
///
/// It is exact because lexing is local. A token is lexed from where its leading trivia
/// starts, looking back at most two tokens (`previousKind`, `isLeftBound`, `try?` before a
/// regex) and a byte, and ahead no further than the end of its line (an operator's right
/// neighbour, a bare regex, which never spans lines) or the end of its own text and trivia
/// (strings, block comments). So:
/// - the tokens before the line of a change, less two, come out of a whole lex exactly as
///   they did before (`restart(before:)`);
/// - past a change, once a token of the new bytes ends where a token of the old bytes ended
///   (moved), the two tokens before are the same, byte for byte, and no regex is pending,
///   lexing on is lexing the old rest: the old tokens are taken up to the next change's
///   restart.
/// The old tokens are the lexer's: a token the parser split (`>>` closing two generic lists)
/// is joined again (`SourceFile.lexedTokens()`), and the parse splits it again if it must.
/// A file that had errors, or whose new lex reports one, is lexed whole instead (`nil`).
struct Relexer {
  let old: SourceFile
  /// The old file's tokens as the lexer gave them.
  let oldTokens: TokenArrays
  let changes: [ByteChange]

  /// The new tokens, or nil when the file must be lexed whole.
  static func tokens(
    of bytes: UnsafeBufferPointer<UInt8>, changing old: SourceFile, by changes: [ByteChange]
  ) -> TokenArrays? {
    guard !changes.isEmpty, old.diagnostics.isEmpty else { return nil }
    let relexer = Relexer(old: old, oldTokens: old.lexedTokens(), changes: changes)
    return relexer.run(bytes)
  }

  private func run(_ bytes: UnsafeBufferPointer<UInt8>) -> TokenArrays? {
    let oldCount = oldTokens.count
    // Per change, where it starts and ends in the new bytes, and the shift after it.
    var newStarts: [Int] = []
    var newEnds: [Int] = []
    var shiftsAfter: [Int] = []
    var shift = 0
    var previousEnd = 0
    for change in changes {
      guard change.range.lowerBound >= previousEnd, change.range.upperBound <= old.bytes.count
      else { return nil }
      previousEnd = change.range.upperBound
      newStarts.append(change.range.lowerBound + shift)
      newEnds.append(change.range.lowerBound + shift + change.newCount)
      shift += change.newCount - change.range.count
      shiftsAfter.append(shift)
    }
    guard shift == bytes.count - old.bytes.count else { return nil }
    let restarts = changes.map { restart(before: $0.range.lowerBound) }
    var lexer = Lexer(bytes)
    var tokens = TokenArrays()
    tokens.reserve(oldCount + 64)
    var copyFrom = 0
    var shiftOfCopy = 0
    var next = 0
    while next < changes.count {
      let lexedFor = next
      let restartToken = max(copyFrom, restarts[next])
      copy(copyFrom..<restartToken, shiftedBy: shiftOfCopy, into: &tokens)
      // The lexer looks back two tokens: it starts with the last two taken.
      lexer.records.removeAll(keepingCapacity: true)
      for index in max(0, tokens.count - 2)..<tokens.count {
        lexer.records.append(
          TokenRecord(
            tokens.kinds[index], trivia: Int(tokens.triviaStarts[index]),
            start: Int(tokens.textStarts[index]), end: Int(tokens.textEnds[index])))
      }
      let seeded = lexer.records.count
      var triviaStart: Int
      if restartToken == 0 {
        lexer.skipPrologue()
        triviaStart = 0
      } else {
        triviaStart = Int(oldTokens.triviaStarts[restartToken]) + shiftOfCopy
        lexer.position = triviaStart
      }
      // Lex until the new tokens meet old ones again, past change `next`.
      var resumed: Int?
      while resumed == nil {
        lexer.skipLeadingTrivia()
        let start = lexer.position
        if start >= lexer.count {
          lexer.records.append(
            TokenRecord(.endOfFile, trivia: triviaStart, start: lexer.count, end: lexer.count))
          guard lexer.diagnostics.isEmpty else { return nil }
          tokens.append(lexer.records[seeded...])
          return tokens
        }
        let kind = lexer.lexToken()
        lexer.records.append(
          TokenRecord(kind, trivia: triviaStart, start: start, end: lexer.position))
        lexer.skipTrailingTrivia()
        triviaStart = lexer.position
        while next < changes.count && triviaStart >= newEnds[next] { next += 1 }
        // Not before the change lexed for is passed, nor inside the next one.
        guard next > lexedFor, lexer.pendingRegexEnd == 0,
          next == changes.count || triviaStart < newStarts[next]
        else { continue }
        let shiftHere = shiftsAfter[next - 1]
        guard let token = oldToken(startingAt: triviaStart - shiftHere, from: copyFrom),
          token > restartToken, token >= 2,
          next == changes.count || token <= restarts[next],
          sameEnds(lexer.records, bytes, old: token, shiftedBy: shiftHere)
        else { continue }
        resumed = token
        shiftOfCopy = shiftHere
      }
      tokens.append(lexer.records[seeded...])
      copyFrom = resumed!
    }
    guard lexer.diagnostics.isEmpty else { return nil }
    copy(copyFrom..<oldCount, shiftedBy: shiftOfCopy, into: &tokens)
    return tokens
  }

  /// The old token to lex again from for a change starting at `offset`: two tokens before
  /// the last one whose trivia starts at or before the start of the change's line.
  private func restart(before offset: Int) -> Int {
    var lineStart = offset
    old.bytes.withUnsafeBufferPointer { bytes in
      while lineStart > 0 && bytes[lineStart - 1] != 10 && bytes[lineStart - 1] != 13 {
        lineStart -= 1
      }
    }
    var low = 0
    var high = oldTokens.triviaStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(oldTokens.triviaStarts[middle]) <= lineStart {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return max(0, low - 2)
  }

  /// The old token whose trivia starts at `offset`, searched from `first` on.
  private func oldToken(startingAt offset: Int, from first: Int) -> Int? {
    var low = first
    var high = oldTokens.triviaStarts.count - 1
    guard low <= high, offset >= 0 else { return nil }
    while low < high {
      let middle = (low + high) / 2
      if Int(oldTokens.triviaStarts[middle]) < offset { low = middle + 1 } else { high = middle }
    }
    return Int(oldTokens.triviaStarts[low]) == offset ? low : nil
  }

  /// Whether the last two new tokens are the two old tokens before `token`, moved by `shift`,
  /// byte for byte: what the lexer looks back at when it lexes `token` and the ones after.
  private func sameEnds(
    _ records: [TokenRecord], _ bytes: UnsafeBufferPointer<UInt8>, old token: Int,
    shiftedBy shift: Int
  ) -> Bool {
    guard records.count >= 2 else { return false }
    for back in 1...2 {
      let record = records[records.count - back]
      let index = token - back
      guard record.kind == oldTokens.kinds[index],
        Int(record.textStart) - shift == Int(oldTokens.textStarts[index]),
        Int(record.textEnd) - shift == Int(oldTokens.textEnds[index]),
        Int(record.triviaStart) - shift == Int(oldTokens.triviaStarts[index])
      else { return false }
    }
    let newStart = Int(records[records.count - 2].triviaStart)
    let oldStart = newStart - shift
    let length = Int(oldTokens.triviaStarts[token]) - oldStart
    return old.bytes.withUnsafeBufferPointer { oldBytes in
      var offset = 0
      while offset < length {
        if oldBytes[oldStart + offset] != bytes[newStart + offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// Appends the old tokens, moved by `shift`, column by column.
  private func copy(_ range: Range<Int>, shiftedBy shift: Int, into tokens: inout TokenArrays) {
    guard !range.isEmpty else { return }
    let delta = UInt32(truncatingIfNeeded: shift)
    tokens.kinds.append(contentsOf: oldTokens.kinds[range])
    Self.append(oldTokens.triviaStarts[range], adding: delta, to: &tokens.triviaStarts)
    Self.append(oldTokens.textStarts[range], adding: delta, to: &tokens.textStarts)
    Self.append(oldTokens.textEnds[range], adding: delta, to: &tokens.textEnds)
  }

  /// Offsets moved by `delta` (wrapping: a negative shift is its two's complement).
  private static func append(
    _ offsets: ArraySlice<UInt32>, adding delta: UInt32, to column: inout [UInt32]
  ) {
    let first = column.count
    column.append(contentsOf: offsets)
    column.withUnsafeMutableBufferPointer { all in
      for index in first..<all.count { all[index] &+= delta }
    }
  }
}

extension SourceFile {
  /// Whether the two files have the same bytes, tokens, tree and diagnostics (what checks
  /// that a file parsed after a change, `init(bytes:changing:by:)`, is the file parsed whole).
  public func isParsedAlike(_ other: SourceFile) -> Bool {
    bytes == other.bytes && tokenKinds == other.tokenKinds
      && allTriviaStarts() == other.allTriviaStarts() && textStarts == other.textStarts
      && textEnds == other.textEnds && nodeKinds == other.nodeKinds
      && subtreeStarts == other.subtreeStarts && firstTokens == other.firstTokens
      && endTokens == other.endTokens && diagnostics == other.diagnostics
      && splitPieces == other.splitPieces && splitLexedKinds == other.splitLexedKinds
  }
}
