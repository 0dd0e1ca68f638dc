/// Which declaration bodies a parse may leave unparsed: the bodies of functions,
/// deinitializers, subscripts and accessors (a computed property's getter too), never an
/// initializer's or a closure's. Such a body is kept as its balanced tokens, with no nodes
/// inside (`SourceFile.unparsedBodies`), and only when neither its declaration's header nor
/// its tokens hold anything a reader of the tree asks for (`Parser.skipBody(header:)`): the
/// reader decides the words; the parser only matches them. (`Parser.skipBalanced` is not
/// reused: it consumes as it goes and reports what does not match, where a body that
/// cannot be skipped must be left untouched for the whole parse.)
public struct BodySkipping: Sendable {
  /// Header words that keep the body parsed (`body`, `ViewBuilder`): a header token equal to
  /// one, or an identifier ending in one of `headerSuffixes`, keeps it.
  public var headerWords: [[UInt8]]
  public var headerSuffixes: [[UInt8]]
  /// Words of a type's header (its inheritance clause, say `ObservableObject`) that keep
  /// the bodies of its members, and of the types nested in it, parsed.
  public var typeHeaderWords: [[UInt8]]
  /// Identifiers that keep a body parsed when one occurs in it (backticks removed), by
  /// `bucket(first:last:count:)`: most identifiers of a body are compared with none.
  var bodyWords: [[[UInt8]]]
  /// Whether an identifier starting with the byte keeps a body parsed (`$`, …).
  var bodyInitials: [Bool]
  /// Whether an identifier starting with the byte keeps a body parsed where it is called:
  /// followed by `(`, `{` or an operator starting with `<` (`Name(…)`, `Name { … }`,
  /// `Name<T>(…)`; `A`–`Z`, for the readers of capitalised calls).
  var calleeInitials: [Bool]

  public init(
    headerWords: [String], headerSuffixes: [String], typeHeaderWords: [String],
    bodyWords: [String], bodyInitials: Set<UInt8>, calleeInitials: Set<UInt8> = []
  ) {
    self.headerWords = headerWords.map { Array($0.utf8) }
    self.headerSuffixes = headerSuffixes.map { Array($0.utf8) }
    self.typeHeaderWords = typeHeaderWords.map { Array($0.utf8) }
    self.bodyWords = Array(repeating: [], count: Self.bucketCount)
    for word in bodyWords.map({ Array($0.utf8) }) where !word.isEmpty {
      self.bodyWords[Self.bucket(first: word[0], last: word[word.count - 1], count: word.count)]
        .append(word)
    }
    self.bodyInitials = (0..<256).map { bodyInitials.contains(UInt8($0)) }
    self.calleeInitials = (0..<256).map { calleeInitials.contains(UInt8($0)) }
  }

  static let bucketCount = 128

  @inline(__always)
  static func bucket(first: UInt8, last: UInt8, count: Int) -> Int {
    (Int(first) &* 31 &+ Int(last) &* 7 &+ count) & (bucketCount - 1)
  }

  /// Token kinds that keep a body parsed: declarations (a local type or function is read
  /// by name), `Self`, attributes, compiler directives, key paths and regex literals (the
  /// parser splits or reads into them), module selectors and what the lexer could not read.
  static func keepsBody(_ kind: TokenKind) -> Bool {
    switch kind {
    case .kwClass, .kwStruct, .kwEnum, .kwProtocol, .kwExtension, .kwFunc, .kwInit, .kwDeinit,
      .kwSubscript, .kwTypealias, .kwAssociatedtype, .kwImport, .kwOperator,
      .kwPrecedencegroup, .kwCapitalSelf, .poundIdentifier, .pound, .atSign, .backslash,
      .regexLiteral, .unknown, .colonColon:
      true
    default: false
    }
  }
}

/// The parser's state for `BodySkipping`. A skipper is one parser's, used by its thread
/// alone, so its variables go without the run-time exclusivity checks
/// (`@exclusivity(unchecked)`): `skipBody` reads and writes `brackets` at every bracket, and
/// each checked access cost about 80 instructions (7.9 M on corpus3).
final class BodySkipper {
  let skipping: BodySkipping
  /// The bodies left unparsed, by node index (`SourceFile.unparsedBodies`), `count` of
  /// them. Not an `[Int32]`: its `append` compiles to the same code as the parser's
  /// `[NodeRecord]` append, which the compiler then merges into one function behind a
  /// thunk, a call more for every node of every parse (6 M instructions on corpus3).
  @exclusivity(unchecked) private var bodies = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
  @exclusivity(unchecked) private var capacity = 64
  @exclusivity(unchecked) private var count = 0

  deinit { bodies.deallocate() }

  /// Records an unparsed body, by node index.
  func record(_ node: Int32) {
    if count == capacity {
      let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
      larger.update(from: bodies, count: count)
      bodies.deallocate()
      bodies = larger
      capacity *= 2
    }
    bodies[count] = node
    count += 1
  }

  /// `skipBody`'s brackets, kept to reuse their storage.
  @exclusivity(unchecked) var brackets: [TokenKind] = []

  init(_ skipping: BodySkipping) { self.skipping = skipping }

  /// The unparsed bodies, in file order.
  var unparsed: [Int32] { Array(UnsafeBufferPointer(start: bodies, count: count)) }
}

extension Parser {
  /// At a body's `{`, of a member or top-level declaration whose first token (attributes
  /// included) is at input index `header`: when `skipper` lets its body go unparsed,
  /// consumes it whole, up to its matching `}`, and returns true; otherwise consumes nothing
  /// and returns false (so do unbalanced brackets: the parse reports them). A declaration
  /// in a code block (a local function, one in a closure) always has its body parsed.
  mutating func skipBody(header: Int) -> Bool {
    guard let skipper, kind == .leftBrace else { return false }
    let skipping = skipper.skipping
    let kinds = input.kinds
    for index in header..<cursor {
      let kind = kinds[index]
      guard kind == .identifier || kind == .kwInit else { continue }
      if kind == .kwInit || identifier(index, isAmong: skipping.headerWords)
        || identifier(index, endsWithOneOf: skipping.headerSuffixes)
      {
        return false
      }
    }
    // The matching `}`, with every bracket between matched.
    skipper.brackets.removeAll(keepingCapacity: true)
    var index = cursor
    repeat {
      let kind = kinds[index]
      if kind == .endOfFile { return false }
      if kind.isOpeningBracket {
        skipper.brackets.append(Self.closer(of: kind))
      } else if kind.isClosingBracket {
        guard skipper.brackets.last == kind else { return false }
        skipper.brackets.removeLast()
      } else if BodySkipping.keepsBody(kind) {
        return false
      } else if kind == .identifier {
        let range = nameRange(index)
        guard !range.isEmpty else { return false }
        let first = bytes[range.lowerBound]
        if skipping.bodyInitials[Int(first)] { return false }
        if skipping.calleeInitials[Int(first)] && isCalled(index) { return false }
        let bucket = BodySkipping.bucket(
          first: first, last: bytes[range.upperBound - 1], count: range.count)
        if !skipping.bodyWords[bucket].isEmpty
          && identifier(index, isAmong: skipping.bodyWords[bucket])
        {
          return false
        }
      } else if kind.isOperator, textLength(index) > 1 {
        // `>>`, `>?`, `<<`: pieces the parser may split off in a generic argument list.
        let first = firstByte(index)
        if first == UInt8(ascii: "<") || first == UInt8(ascii: ">") { return false }
      }
      index += 1
    } while !skipper.brackets.isEmpty
    lastTextEnd = input.textEnds[index - 1]
    cursor = index
    return true
  }

  /// Whether the header of the type being parsed, from input index `header` up to its
  /// member block, holds one of `typeHeaderWords`.
  func headerNamesATypeWhoseMemberBodiesAreRead(from header: Int) -> Bool {
    guard let words = skipper?.skipping.typeHeaderWords, !words.isEmpty else { return false }
    return (header..<cursor).contains { index in
      input.kinds[index] == .identifier && identifier(index, isAmong: words)
    }
  }

  /// Whether the token after input index `index` is `(`, `{` or an operator starting with
  /// `<`: the name there may be called (a superset of the calls the parse finds).
  private func isCalled(_ index: Int) -> Bool {
    // The last token is the end of file: an identifier always has a next one.
    let next = input.kinds[index + 1]
    return next == .leftParen || next == .leftBrace
      || (next.isOperator && firstByte(index + 1) == UInt8(ascii: "<"))
  }

  /// The bytes of an identifier's name, without backticks.
  private func nameRange(_ index: Int) -> Range<Int> {
    var start = Int(input.textStarts[index])
    var end = Int(input.textEnds[index])
    if end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
      start += 1
      end -= 1
    }
    return start..<end
  }

  private func identifier(_ index: Int, isAmong words: [[UInt8]]) -> Bool {
    let range = nameRange(index)
    return words.contains { word in
      word.count == range.count
        && word.withUnsafeBufferPointer { word in
          var offset = 0
          while offset < word.count {
            if bytes[range.lowerBound + offset] != word[offset] { return false }
            offset += 1
          }
          return true
        }
    }
  }

  private func identifier(_ index: Int, endsWithOneOf suffixes: [[UInt8]]) -> Bool {
    let range = nameRange(index)
    return suffixes.contains { suffix in
      suffix.count <= range.count
        && suffix.withUnsafeBufferPointer { suffix in
          let start = range.upperBound - suffix.count
          var offset = 0
          while offset < suffix.count {
            if bytes[start + offset] != suffix[offset] { return false }
            offset += 1
          }
          return true
        }
    }
  }
}
