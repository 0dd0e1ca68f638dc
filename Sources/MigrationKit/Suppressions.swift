import SwiftCST

/// Where comments in a file switch migrations off.
///
/// - `// swiftui-migrate:disable <id>…` switches the ids off from its own line on, up to the
///   line of a matching `// swiftui-migrate:enable <id>…` (that line is on again).
/// - `// swiftui-migrate:disable:next <id>…` switches them off for the next line only.
/// - `// swiftui-migrate:disable:this <id>…` switches them off for its own line only.
///
/// Ids are separated by spaces or commas; `all` (or no id at all) means every migration,
/// and a group id means every migration of that group. Words from one starting with `--` on are a free reason.
/// Comments are read from the token trivia, so the text inside a string literal never counts.
/// The command must follow the colon at once: `// swiftui-migrate: NAV001 keep` (another
/// tool's note, or prose) is not a directive and is ignored.
public struct Suppressions: Sendable {
  public enum Action: Sendable, Equatable {
    case disable, enable, disableNext, disableThis
  }

  public struct Directive: Sendable, Equatable {
    public var action: Action
    /// The ids as written, in order (`["all"]` when none is).
    public var words: [String]
    /// 1-based line of the comment.
    public var line: Int
    /// The comment's bytes in the file.
    public var comment: Range<Int>
    /// Where more ids can be inserted: just after the last id (or the command).
    public var idsEnd: Int

    var ids: Set<String> { Set(words) }
  }

  /// One word of one directive: what suppressed a finding.
  public struct Cover: Sendable, Hashable {
    /// Index into `directives`.
    public var directive: Int
    public var word: String
  }

  /// In file order.
  public let directives: [Directive]

  public static let prefix = "swiftui-migrate:"

  public init(file: SourceFile) {
    guard Self.mayContainDirective(file.bytes) else {
      directives = []
      return
    }
    var found: [Directive] = []
    for index in 0..<file.tokenCount {
      let token = file.token(at: index)
      for range in [token.leadingTriviaRange, token.trailingTriviaRange] where !range.isEmpty {
        // Directives are `//` comments.
        for comment in file.comments(in: range) where file.bytes[comment.lowerBound + 1] == 47 {
          if let parsed = Self.parse(Array(file.bytes[comment])) {
            found.append(
              Directive(
                action: parsed.action, words: parsed.words,
                line: file.location(of: comment.lowerBound).line, comment: comment,
                idsEnd: comment.lowerBound + parsed.idsEnd))
          }
        }
      }
    }
    directives = found
  }

  public var isEmpty: Bool { directives.isEmpty }

  /// True if migration `id` (of `group`) is switched off on 1-based `line`.
  public func isSuppressed(_ id: String, group: String? = nil, line: Int) -> Bool {
    !covers(id, group: group, line: line).isEmpty
  }

  /// The directive words that switch migration `id` (of `group`) off on `line`: each would
  /// do it alone. Empty when the migration is on there.
  public func covers(_ id: String, group: String? = nil, line: Int) -> [Cover] {
    var region: [Cover] = []
    var single: [Cover] = []
    for (index, directive) in directives.enumerated() {
      guard directive.line <= line else { break }
      let matching = directive.words.filter { Self.matches($0, id: id, group: group) }
      guard !matching.isEmpty else { continue }
      let words = matching.map { Cover(directive: index, word: $0) }
      switch directive.action {
      case .disable: region += words
      case .enable: region = []
      case .disableNext where directive.line + 1 == line: single += words
      case .disableThis where directive.line == line: single += words
      case .disableNext, .disableThis: break
      }
    }
    return region + single
  }

  private static func matches(_ word: String, id: String, group: String?) -> Bool {
    word == "all" || word == id || (group.map { word == $0 } ?? false)
  }

  /// Parses the text of one `//` comment.
  static func directive(fromComment comment: String) -> (Action, Set<String>)? {
    parse(Array(comment.utf8)).map { ($0.action, Set($0.words)) }
  }

  /// The action, the ids (`["all"]` when none), and the byte offset just after the last id
  /// (or the command) of one `//` comment.
  private static func parse(_ bytes: [UInt8]) -> (action: Action, words: [String], idsEnd: Int)? {
    var cursor = 2
    while cursor < bytes.count && (bytes[cursor] == 32 || bytes[cursor] == 9) { cursor += 1 }
    guard bytes[cursor...].starts(with: prefixBytes) else { return nil }
    cursor += prefixBytes.count
    var words: [(String, Int)] = []
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == 32 || byte == 9 || byte == 44 || byte == 13 {
        // The command follows the colon at once.
        if words.isEmpty { return nil }
        cursor += 1
        continue
      }
      let start = cursor
      while cursor < bytes.count && ![32, 9, 44, 13].contains(bytes[cursor]) { cursor += 1 }
      let word = String(decoding: bytes[start..<cursor], as: UTF8.self)
      if word.hasPrefix("--") { break }
      words.append((word, cursor))
    }
    guard let command = words.first?.0 else { return nil }
    let action: Action
    switch command {
    case "disable": action = .disable
    case "enable": action = .enable
    case "disable:next": action = .disableNext
    case "disable:this": action = .disableThis
    default: return nil
    }
    let ids = words.dropFirst().map(\.0)
    return (action, ids.isEmpty ? ["all"] : ids, words.last!.1)
  }

  /// A quick scan for the directive prefix, so files without one cost one fast search.
  static func mayContainDirective(_ bytes: [UInt8]) -> Bool {
    ByteScan.contains(prefixBytes, in: bytes)
  }

  private static let prefixBytes = Array(prefix.utf8)
}
