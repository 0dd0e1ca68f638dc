/// Look-up tables of one file that not every use needs (line starts, calls and functions by
/// name), made on first use. A file is normally read by one thread, but `SourceFile` is
/// `Sendable`, so the first build is guarded by a lock (`TableLock`).
///
/// Every table is read and written only under the lock, so the run-time exclusivity checks
/// are switched off for them (`@exclusivity(unchecked)`): each access would otherwise call
/// `swift_beginAccess`, and the tables are asked hundreds of thousands of times a run.
final class FileTables: @unchecked Sendable {
  private let lock = TableLock()
  @exclusivity(unchecked) private var callsByName: NameIndex?
  @exclusivity(unchecked) private var functionsByName: NameIndex?
  /// The line starts found so far: every one up to `lineStartsScanned` (a file is scanned
  /// only as far as the lines asked about; most findings are in a file's first part).
  @exclusivity(unchecked) private var lineStarts: [Int] = []
  @exclusivity(unchecked) private var lineStartsScanned = 0
  /// Whether the file has no CR (found with the first line starts).
  @exclusivity(unchecked) private var lineFeedsOnly = false
  @exclusivity(unchecked) private var answers: [String: Bool] = [:]
  /// Byte questions (`answer(aboutBytes:)`) with their answers. A file is asked about a
  /// dozen texts, so a list searched by hash costs less than a table: a `String`-keyed
  /// dictionary hashed more than most scans cost, and a `ByteKeyTable`'s first question
  /// allocated four arrays.
  @exclusivity(unchecked) private var byteQuestions: [ByteQuestion] = []
  /// Values kept for a later step (`SourceFile.remember`), by key: a file keeps one or two,
  /// so a list searched by key costs less than a table (a `String`-keyed dictionary's
  /// storage and hashing were most of what keeping a value cost).
  @exclusivity(unchecked) private var remembered: [(key: String, value: Any)] = []
  /// Values kept for the file's late facts (`SourceFile.rememberForLateFacts`), by key:
  /// objects, so that taking one is a class cast (a value in an `Any` took a dynamic cast
  /// and copies of about a thousand instructions).
  @exclusivity(unchecked) private var lateFactValues: [(key: String, value: AnyObject)] = []

  /// Where `file`'s lines start: every start up to `offset` at least (all of them for
  /// `file.bytes.count`), and perhaps some after it.
  func lineStarts(of file: SourceFile, through offset: Int) -> [Int] {
    lock.locked {
      if lineStarts.isEmpty {
        lineStarts.reserveCapacity(file.bytes.count / 32 + 1)
        lineStarts.append(0)
        lineFeedsOnly = !SourceFile.hasCarriageReturn(file.bytes)
      }
      if lineStartsScanned < offset {
        SourceFile.scanLineStarts(
          of: file.bytes, into: &lineStarts, from: &lineStartsScanned, through: offset,
          lineFeedsOnly: lineFeedsOnly)
      }
      return lineStarts
    }
  }

  func answer(_ question: String, _ compute: () -> Bool) -> Bool {
    lock.locked {
      if let known = answers[question] { return known }
      let found = compute()
      answers[question] = found
      return found
    }
  }

  func answer(aboutBytes text: String, _ compute: () -> Bool) -> Bool {
    ByteHash.withBytes(of: text) { bytes in
      let hash = ByteHash.fnv1a(bytes)
      return lock.locked {
        // By index: a question copied out of the list would be retained and released.
        for position in byteQuestions.indices where byteQuestions[position].hash == hash {
          if ByteHash.withBytes(of: byteQuestions[position].text, { ByteHash.equal($0, bytes) }) {
            return byteQuestions[position].answer
          }
        }
        let found = compute()
        if byteQuestions.isEmpty { byteQuestions.reserveCapacity(16) }
        byteQuestions.append(ByteQuestion(hash: hash, text: text, answer: found))
        return found
      }
    }
  }

  func remember(_ value: Any, as key: String) {
    lock.locked { Self.put(value, as: key, in: &remembered) }
  }

  func takeRemembered(_ key: String) -> Any? {
    lock.locked { Self.take(key, from: &remembered) }
  }

  func forgetRemembered(keepingLateFactValues: Bool) {
    lock.locked {
      if !remembered.isEmpty { remembered = [] }
      if !keepingLateFactValues && !lateFactValues.isEmpty { lateFactValues = [] }
    }
  }

  func rememberForLateFacts(_ value: AnyObject, as key: String) {
    lock.locked { Self.put(value, as: key, in: &lateFactValues) }
  }

  func takeLateFactValue(_ key: String) -> AnyObject? {
    lock.locked { Self.take(key, from: &lateFactValues) }
  }

  /// Keeps `value` under `key` in `list`, in place of a value kept under it before.
  private static func put<Value>(
    _ value: Value, as key: String, in list: inout [(key: String, value: Value)]
  ) {
    if let position = list.firstIndex(where: { $0.key == key }) {
      list[position].value = value
    } else {
      list.append((key, value))
    }
  }

  /// The value kept under `key` in `list`, removed from it.
  private static func take<Value>(_ key: String, from list: inout [(key: String, value: Value)])
    -> Value?
  {
    guard let position = list.firstIndex(where: { $0.key == key }) else { return nil }
    return list.remove(at: position).value
  }

  /// `body` over the file's calls by callee name, built on first use. The index is read
  /// under the lock, not handed out: taking it out retained and released it for each of the
  /// 190,000 questions a run on corpus3 asks.
  func withCalls<Result>(of file: SourceFile, _ body: (NameIndex) -> Result) -> Result {
    lock.locked {
      if callsByName == nil {
        callsByName = NameIndex(file: file, pairs: file.callsWithCalleeNames())
      }
      return body(callsByName!)
    }
  }

  func functions(of file: SourceFile) -> NameIndex {
    lock.locked {
      if let functionsByName { return functionsByName }
      let built = NameIndex(file: file, pairs: file.functionsWithNameTokens())
      functionsByName = built
      return built
    }
  }
}

/// A text asked about a file's bytes (`SourceFile.answer(aboutBytes:_:)`), kept as given (a
/// literal costs no copy), and its answer.
private struct ByteQuestion {
  let hash: UInt64
  let text: String
  let answer: Bool
}

extension SourceFile {
  /// A yes-or-no question about the whole file (say, whether its bytes hold `available`),
  /// answered by `compute` the first time it is asked and remembered with the file: many
  /// migrations ask the same question of each file, and a file's bytes never change.
  public func answer(_ question: String, _ compute: () -> Bool) -> Bool {
    tables.answer(question, compute)
  }

  /// A yes-or-no question about some text in the file's bytes (say, whether they hold
  /// `available`), remembered as `answer(_:_:)` is, in a table of its own keyed by the
  /// text's bytes: the cheap first test of many migrations on every file.
  public func answer(aboutBytes text: String, _ compute: () -> Bool) -> Bool {
    tables.answer(aboutBytes: text, compute)
  }

  /// Keeps `value`, worked out from this file, for a later step over the same file (a
  /// migration's scan made in the index pass, wanted again when the file is rewritten)
  /// until `takeRemembered(_:)` hands it out or `forgetRemembered()` drops it. A value that
  /// holds `Syntax` of the file keeps the file alive while it is kept, so the owner of the
  /// file forgets what is left when it is done with it (`FixPoint.run` and the engine do).
  public func remember(_ value: Any, as key: String) {
    tables.remember(value, as: key)
  }

  /// The value kept under `key`, removed from the file; nil if there is none (the step
  /// that makes it did not run on this parse of the file: compute it again).
  public func takeRemembered<Value>(_ key: String, as type: Value.Type) -> Value? {
    tables.takeRemembered(key) as? Value
  }

  /// Drops every value kept with `remember(_:as:)` or `rememberForLateFacts(_:as:)`.
  public func forgetRemembered() {
    tables.forgetRemembered(keepingLateFactValues: false)
  }

  /// Drops the values kept with `remember(_:as:)`; with `keepingLateFactValues`, those kept
  /// with `rememberForLateFacts(_:as:)` stay (the engine keeps them for a file it keeps only
  /// for its late facts).
  public func forgetRemembered(keepingLateFactValues: Bool) {
    tables.forgetRemembered(keepingLateFactValues: keepingLateFactValues)
  }

  /// Keeps `value`, worked out from this file by a migration's early facts, for its late
  /// facts over the same tree, until `takeRememberedForLateFacts(_:as:)` hands it out or
  /// `forgetRemembered()` drops it. It must hold no `Syntax` of the file (the file would
  /// keep itself alive until then).
  public func rememberForLateFacts(_ value: AnyObject, as key: String) {
    tables.rememberForLateFacts(value, as: key)
  }

  /// The value kept under `key` with `rememberForLateFacts(_:as:)`, removed from the file;
  /// nil if there is none (compute it again).
  public func takeRememberedForLateFacts<Value: AnyObject>(_ key: String, as type: Value.Type)
    -> Value?
  {
    tables.takeLateFactValue(key) as? Value
  }

  /// The calls whose callee is named `name` (`FunctionCall.calleeName`), in post-order as
  /// `nodes(.functionCallExpr)` gives them. The first call builds a table of all calls by
  /// callee name in one pass; later ones are a hash look-up.
  public func calls(named name: String) -> [FunctionCall] {
    tables.withCalls(of: self) { index in
      index.nodes(named: name) { FunctionCall(unchecked: Syntax(file: self, index: $0)) }
    }
  }

  /// The calls named any of `names`, in post-order, each once.
  public func calls(named names: [String]) -> [FunctionCall] {
    let nodes = tables.withCalls(of: self) { index in
      var nodes: [Int32] = []
      for name in names { nodes += index.nodes(named: name) }
      return nodes
    }
    return calls(at: nodes)
  }

  /// The calls named any of `names`, in post-order, each once (`calls(named:)` of an array
  /// of strings, with the names hashed once for every file).
  public func calls(named names: TokenNames) -> [FunctionCall] {
    calls(at: tables.withCalls(of: self) { $0.nodes(names) })
  }

  /// Whether some call's callee is named `name` (`calls(named:)` is not empty).
  public func hasCalls(named name: String) -> Bool {
    // The name's bytes first: the look-up with the index in hand then calls nothing that
    // could release it, and it is not retained for it.
    ByteHash.withBytes(of: name) { name in
      tables.withCalls(of: self) { $0.contains(named: name) }
    }
  }

  /// Whether some call's callee is named one of `names`.
  public func hasCalls(named names: TokenNames) -> Bool {
    tables.withCalls(of: self) { $0.containsAny(names) }
  }

  /// The calls at `nodes`, in post-order, each once (a name given twice finds its calls
  /// twice).
  private func calls(at nodes: consuming [Int32]) -> [FunctionCall] {
    var nodes = nodes
    if nodes.isEmpty { return [] }
    nodes.sort()
    var calls: [FunctionCall] = []
    calls.reserveCapacity(nodes.count)
    var previous: Int32 = -1
    for node in nodes where node != previous {
      calls.append(FunctionCall(unchecked: Syntax(file: self, index: node)))
      previous = node
    }
    return calls
  }

  /// The `func` declarations named `name` (`FunctionDeclaration.nameToken`: the token after
  /// `func`), in post-order as `nodes(.functionDecl)` gives them; a hash look-up after the
  /// first use, as `calls(named:)`.
  public func functionDeclarations(named name: String) -> [FunctionDeclaration] {
    tables.functions(of: self).nodes(named: name) {
      FunctionDeclaration(Syntax(file: self, index: $0))!
    }
  }

  /// Every `functionDecl` with its `nameToken`, in post-order: node, then token (with room
  /// for the `NameIndex` made in the same array).
  func functionsWithNameTokens() -> [Int32] {
    var pairs: [Int32] = []
    let functions = kindIndex.bucket(.functionDecl)
    pairs.reserveCapacity(NameIndex.capacity(forPairs: functions.count))
    for function in functions {
      var keyword = -1
      Syntax(file: self, index: function).forEachOwnToken { token in
        switch tokenKinds[token] {
        case .kwFunc, .kwInit, .kwSubscript:
          keyword = token
          return false
        default: return true
        }
      }
      guard keyword >= 0 else { continue }
      if tokenKinds[keyword] != .kwFunc {
        pairs.append(function)
        pairs.append(Int32(keyword))
      } else if keyword + 1 < tokenCount {
        pairs.append(function)
        pairs.append(Int32(keyword + 1))
      }
    }
    return pairs
  }

  /// Every call with the token naming its callee, in post-order (the rule of `calleeName`:
  /// `f` in `f()` and `f<T>()`, `m` in `x.m()` and `.m()`): node, then token (with room for
  /// the `NameIndex` made in the same array).
  func callsWithCalleeNames() -> [Int32] {
    var pairs: [Int32] = []
    let calls = kindIndex.bucket(.functionCallExpr)
    pairs.reserveCapacity(NameIndex.capacity(forPairs: calls.count))
    // Room for a pair per call, written in place and cut to the pairs found (an append per
    // value checked the array's uniqueness and capacity).
    pairs.append(contentsOf: repeatElement(0, count: 2 * calls.count))
    var found = 0
    let tokenCount = self.tokenCount
    // On buffers: each subscript of the file's arrays loaded the array from the file and
    // checked its bounds, for every call of every file (11.7 M instructions on corpus3).
    nodeKinds.withUnsafeBufferPointer { nodeKinds in
      firstChildren.withUnsafeBufferPointer { firstChildren in
        firstTokens.withUnsafeBufferPointer { firstTokens in
          endTokens.withUnsafeBufferPointer { endTokens in
            tokenKinds.withUnsafeBufferPointer { tokenKinds in
              pairs.withUnsafeMutableBufferPointer { pairs in
                for call in calls {
                  var callee = Int(firstChildren[Int(call)])
                  guard callee >= 0 else { continue }
                  if nodeKinds[callee] == .genericSpecializationExpr {
                    callee = Int(firstChildren[callee])
                    guard callee >= 0 else { continue }
                  }
                  var token: Int32
                  switch nodeKinds[callee] {
                  case .declReferenceExpr:
                    guard firstTokens[callee] < endTokens[callee] else { continue }
                    token = firstTokens[callee]
                  case .memberAccessExpr:
                    // The token after the dot; the dot follows the base, if there is one.
                    let base = Int(firstChildren[callee])
                    let hasBase =
                      base >= 0 && nodeKinds[base] != .genericArgumentClause
                      && nodeKinds[base] != .moduleSelector
                    let dot = hasBase ? endTokens[base] : firstTokens[callee]
                    guard Int(dot) + 1 < tokenCount else { continue }
                    token = dot + 1
                  default:
                    continue
                  }
                  // After module selectors (`Swift::print`, `x.Swift::min`), the name follows
                  // them.
                  while Int(token) + 1 < tokenCount && tokenKinds[Int(token) + 1] == .colonColon {
                    token += 2
                  }
                  pairs[2 * found] = call
                  pairs[2 * found + 1] = token
                  found += 1
                }
              }
            }
          }
        }
      }
    }
    pairs.removeLast(pairs.count - 2 * found)
    return pairs
  }
}
