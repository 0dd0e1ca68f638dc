/// What can be known statically of an `#if` condition, the way the compiler decides whether
/// to parse a clause. A clause whose condition is false and tests a version (`compiler(…)`,
/// `swift(…)`, `_compiler_version(…)`, also under `!`, inside `&&` with anything, or `||`
/// of version tests only) is not parsed by the compiler: it may hold syntax of a newer
/// Swift. Everything else (`os`, `canImport`, `hasFeature`, custom flags) is unknown here
/// and parsed.
struct IfConfigCondition {
  /// True or false when known for the Swift 6.3 compiler in every language mode; nil when
  /// it depends on the build.
  var value: Bool?
  /// Whether a false value lets the clause hold code the compiler cannot parse.
  var isVersionCheck: Bool

  /// The Swift 6.3 compiler.
  static let compilerVersion = [6, 3]
  /// `swift(…)` compares with the language mode: 5.10 in Swift 5 mode, 6.3 in Swift 6 mode.
  /// A test the two answer differently stays unknown.
  static let languageVersions = [[5, 10], [6, 3]]

  static let unknown = IfConfigCondition(value: nil, isVersionCheck: false)
}

extension Parser {
  /// Evaluates the condition spanning input tokens `start..<end`.
  func evaluateIfConfigCondition(from start: Int, to end: Int) -> IfConfigCondition {
    var index = start
    let result = evaluateDisjunction(&index, end)
    return index == end ? result : .unknown
  }

  private func evaluateDisjunction(_ index: inout Int, _ end: Int) -> IfConfigCondition {
    var left = evaluateConjunction(&index, end)
    while index < end && input.kinds[index] == .binaryOperator && textEquals(index, "||") {
      index += 1
      let right = evaluateConjunction(&index, end)
      if left.value == true && left.isVersionCheck { continue }
      let value: Bool? =
        left.value == true || right.value == true
        ? true : (left.value == false && right.value == false ? false : nil)
      left = IfConfigCondition(
        value: value, isVersionCheck: left.isVersionCheck && right.isVersionCheck)
    }
    return left
  }

  private func evaluateConjunction(_ index: inout Int, _ end: Int) -> IfConfigCondition {
    var left = evaluatePrefix(&index, end)
    while index < end && input.kinds[index] == .binaryOperator && textEquals(index, "&&") {
      index += 1
      let right = evaluatePrefix(&index, end)
      if left.value == false && left.isVersionCheck { continue }
      let value: Bool? =
        left.value == false || right.value == false
        ? false : (left.value == true && right.value == true ? true : nil)
      left = IfConfigCondition(
        value: value, isVersionCheck: left.isVersionCheck || right.isVersionCheck)
    }
    return left
  }

  private func evaluatePrefix(_ index: inout Int, _ end: Int) -> IfConfigCondition {
    guard index < end else { return .unknown }
    let kind = input.kinds[index]
    if kind == .prefixOperator && textEquals(index, "!") {
      index += 1
      var inner = evaluatePrefix(&index, end)
      inner.value = inner.value.map { !$0 }
      return inner
    }
    if kind == .leftParen {
      index += 1
      let inner = evaluateDisjunction(&index, end)
      guard index < end, input.kinds[index] == .rightParen else { return .unknown }
      index += 1
      return inner
    }
    if kind == .kwTrue || kind == .kwFalse {
      index += 1
      return IfConfigCondition(value: kind == .kwTrue, isVersionCheck: false)
    }
    guard kind == .identifier else { return .unknown }
    let name = index
    index += 1
    guard index < end, input.kinds[index] == .leftParen else { return .unknown }
    // The arguments, up to the matching `)`.
    let open = index
    var depth = 0
    repeat {
      if input.kinds[index] == .leftParen { depth += 1 }
      if input.kinds[index] == .rightParen { depth -= 1 }
      index += 1
    } while depth > 0 && index < end
    guard depth == 0 else { return .unknown }
    let arguments = (open + 1)..<(index - 1)
    if textEquals(name, "compiler") {
      return versionTest(arguments, against: [IfConfigCondition.compilerVersion])
    }
    if textEquals(name, "swift") {
      return versionTest(arguments, against: IfConfigCondition.languageVersions)
    }
    if textEquals(name, "_compiler_version") {
      return IfConfigCondition(value: nil, isVersionCheck: true)
    }
    return .unknown
  }

  /// `>=6.0` or `<5.9` against each of `versions`: known when they all agree.
  private func versionTest(_ arguments: Range<Int>, against versions: [[Int]])
    -> IfConfigCondition
  {
    guard arguments.count >= 2, input.kinds[arguments.lowerBound].isOperator else {
      return IfConfigCondition(value: nil, isVersionCheck: true)
    }
    let atLeast = textEquals(arguments.lowerBound, ">=")
    guard atLeast || textEquals(arguments.lowerBound, "<") else {
      return IfConfigCondition(value: nil, isVersionCheck: true)
    }
    // The version's text, from its first token to the last argument token.
    let first = Int(input.textStarts[arguments.lowerBound + 1])
    let last = Int(input.textEnds[arguments.upperBound - 1])
    var components: [Int] = []
    var number = 0
    var digits = 0
    for position in first..<last {
      let byte = bytes[position]
      if byte >= 48 && byte <= 57 {
        number = min(number * 10 + Int(byte - 48), 1_000_000)
        digits += 1
      } else if byte == UInt8(ascii: ".") && digits > 0 {
        components.append(number)
        (number, digits) = (0, 0)
      } else {
        return IfConfigCondition(value: nil, isVersionCheck: true)
      }
    }
    guard digits > 0 else { return IfConfigCondition(value: nil, isVersionCheck: true) }
    components.append(number)
    var answers = Set<Bool>()
    for version in versions {
      let isAtLeast = !Self.isLess(version, than: components)
      answers.insert(atLeast ? isAtLeast : !isAtLeast)
    }
    return IfConfigCondition(
      value: answers.count == 1 ? answers.first : nil, isVersionCheck: true)
  }

  static func isLess(_ left: [Int], than right: [Int]) -> Bool {
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? left[index] : 0
      let b = index < right.count ? right[index] : 0
      if a != b { return a < b }
    }
    return false
  }
}
