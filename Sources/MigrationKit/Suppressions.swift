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
public struct Suppressions: Sendable {
  enum Action: Sendable, Equatable {
    case disable, enable, disableNext, disableThis
  }

  struct Directive: Sendable, Equatable {
    var action: Action
    var ids: Set<String>
    /// 1-based line of the comment.
    var line: Int
  }

  /// In file order.
  let directives: [Directive]

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
          if let directive = Self.directive(fromComment: file.text(comment)) {
            found.append(
              Directive(
                action: directive.0, ids: directive.1,
                line: file.location(of: comment.lowerBound).line))
          }
        }
      }
    }
    directives = found
  }

  public var isEmpty: Bool { directives.isEmpty }

  /// True if migration `id` (of `group`) is switched off on 1-based `line`.
  public func isSuppressed(_ id: String, group: String? = nil, line: Int) -> Bool {
    var suppressed = false
    for directive in directives {
      guard directive.line <= line else { break }
      guard Self.matches(directive.ids, id: id, group: group) else { continue }
      switch directive.action {
      case .disable: suppressed = true
      case .enable: suppressed = false
      case .disableNext where directive.line + 1 == line: return true
      case .disableThis where directive.line == line: return true
      case .disableNext, .disableThis: break
      }
    }
    return suppressed
  }

  private static func matches(_ ids: Set<String>, id: String, group: String?) -> Bool {
    ids.contains("all") || ids.contains(id) || (group.map { ids.contains($0) } ?? false)
  }

  /// Parses the text of one `//` comment.
  static func directive(fromComment comment: String) -> (Action, Set<String>)? {
    var body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
    guard body.hasPrefix(prefix) else { return nil }
    body = body.dropFirst(prefix.count)
    let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" })
      .prefix { !$0.hasPrefix("--") }
    guard let command = words.first else { return nil }
    let action: Action
    switch command {
    case "disable": action = .disable
    case "enable": action = .enable
    case "disable:next": action = .disableNext
    case "disable:this": action = .disableThis
    default: return nil
    }
    let ids = Set(words.dropFirst().map(String.init))
    return (action, ids.isEmpty ? ["all"] : ids)
  }

  /// A quick scan for the directive prefix, so files without one cost one fast search.
  static func mayContainDirective(_ bytes: [UInt8]) -> Bool {
    ByteScan.contains(prefixBytes, in: bytes)
  }

  private static let prefixBytes = Array(prefix.utf8)
}
