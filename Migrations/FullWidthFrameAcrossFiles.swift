import MigrationKit
import SwiftCST

// MARK: - Sizing across files

/// A view of the run used as X whose body is declared in another file (`Badge()`, whose
/// body is a VStack of Texts in Badge.swift) is sized as its declaring file sizes it: from
/// the body's syntax, with that file's resolver over the run's declarations. The rewriting
/// pass of the stack's file has neither, so the declaring file gives its answer as a late
/// fact (`SizingFacts`):
/// - early facts name what the views beside a Spacer in a candidate stack may refer to (the
///   names outside arguments in them, and in the bodies of this file's members they name),
///   with the stack's axis: the late facts' scope;
/// - late facts size the bodies of the view members of those names (a type's `body`, a
///   property or function) along each axis they were named with (sizing never changes the
///   axis it sizes along), in a stack along it, and along the other when the sizing asked
///   (a Divider draws across the stack it stands in), once per setting of the platform
///   flags the sizing read (a Button fills the width on watchOS), with the deepest lookup
///   it made (sizing follows declarations four deep).
/// The rewriting pass takes a fact only where its answer is the one the declaring file's
/// sizing gives at that depth and for those platforms; anything else stays as before
/// (the arity the index keeps).
extension FullWidthFrame {
  public var usesProjectIndex: Bool { true }
  /// Its facts look up names anywhere in a file with a `Spacer` (every body is then
  /// parsed), and its late fact names read tokens and type declarations.
  public var bodyWordsOfIndexFacts: BodyWords? { BodyWords(everyBodyWhenBytesHold: ["Spacer"]) }
  public var hasLateFacts: Bool { true }
  public var lateFactsReadTheRun: Bool { true }

  /// Only the names of the views beside a Spacer: the sizing facts are late facts alone.
  public func indexFacts(in file: SourceFile, own: OwnDeclarations) -> [ProjectFact] {
    earlyFacts(in: file)
  }

  /// Lines of `h name` or `v name` (a name beside a Spacer in a HStack or a VStack), and
  /// `h name@Type` for a name written bare in `Type` (`@` alone: at the top level).
  public func earlyFacts(in file: SourceFile) -> [ProjectFact] {
    let names = SizingFacts.namesBesideSpacers(in: file)
    guard !names.isEmpty else { return [] }
    let lines = names.map { named in
      "\(named.axis) \(named.name)" + (named.owner.map { "@" + $0 } ?? "")
    }
    return [ProjectFact(key: SizingFacts.namesKey, value: lines.sorted().joined(separator: "\n"))]
  }

  /// Every name of the early facts (as a file not kept records names), and with each the
  /// axis it is sized along and the type it is a member of (`SizingFacts.scoped`).
  public func lateFactScope(in index: ProjectIndex) -> FactScope {
    var names = Set<String>()
    for var value in index.values(forKey: SizingFacts.namesKey) {
      // Split on bytes: by `Character` (`split`, `dropFirst`, `count`) this was 28 M on a
      // large run. Every separator is ASCII and no name starts with a combining mark, so
      // the parts are those the characters gave.
      value.withUTF8 { bytes in
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "\n") {
          defer { start = end + 1 }
          // `h name`, `v name@Owner` or `h name@` (a top-level name).
          guard end - start > 2 else { continue }
          let axis: SpacerStack.Axis =
            bytes[start] == UInt8(ascii: "h") ? .horizontal : .vertical
          let nameStart = start + 2
          let at = bytes[nameStart..<end].firstIndex(of: UInt8(ascii: "@"))
          let name = String(decoding: bytes[nameStart..<(at ?? end)], as: UTF8.self)
          // The part up to a next `@`, as `split` gave it (a raw identifier may hold one).
          let owner = at.map { at in
            let ownerEnd = bytes[(at + 1)..<end].firstIndex(of: UInt8(ascii: "@")) ?? end
            return String(decoding: bytes[(at + 1)..<ownerEnd], as: UTF8.self)
          }
          names.insert(name)
          names.insert(SizingFacts.scoped(name, along: axis, owner: owner))
        }
      }
    }
    return FactScope(names: names)
  }

  public func lateFacts(in file: SourceFile, own: OwnDeclarations, scope: FactScope)
    -> [ProjectFact]
  {
    guard let declarations = own.declarations, !scope.names.isEmpty else { return [] }
    // The run's index is asked for only once a member is in the scope.
    return SizingFacts.facts(in: file, declarations: declarations, run: { own.run }, scope: scope)
  }
}

/// The late facts of full-width-frame (see `FullWidthFrame`'s extension above): one fact per
/// declaring file, under a key of its own path, of lines
/// `offset axes mask flags deepest kind reason` (axes: the axis sized along, then the
/// stack's, `h` or `v`, `*` for any when the sizing did not ask; kind `i` intrinsic, `f` flexible, `u` unknown, the reason after it).
enum SizingFacts {
  static let namesKey = "full-width-frame.names"
  static let sizingKey = "full-width-frame.sizing:"
  private static let stacks = TokenNames(["HStack", "VStack"])

  /// The names in the views beside a Spacer of the file's candidate stacks that may refer
  /// to a view of the run (`namesReferringToViews`), and in the bodies of the file's own
  /// members of those names (four deep, as sizing follows them).
  static func namesBesideSpacers(in file: SourceFile) -> Set<AxisName> {
    let spacers = file.calls(named: "Spacer")
    guard !spacers.isEmpty else { return [] }
    let sites = SpacerSites(spacers, file.rawTree)
    var pending: [(UInt8, Syntax)] = file.calls(named: stacks).compactMap { call in
      guard sites.mayBeSpacerStack(call.node.index), let stack = SpacerStack(call.node) else {
        return nil
      }
      return (stack.axis == .horizontal ? UInt8(ascii: "h") : UInt8(ascii: "v"), stack.view)
    }
    guard !pending.isEmpty else { return [] }
    var names = Set<AxisName>()
    var members: [String: [Syntax]]?
    for _ in 0..<4 where !pending.isEmpty {
      var found: [AxisName] = []
      for (axis, node) in pending {
        // A name written bare is a member of the type around it, or a top-level one.
        var owner: String??
        for (name, isBare) in namesReferringToViews(in: node, of: file) {
          if isBare && owner == nil { owner = .some(enclosingTypeName(of: node) ?? "") }
          let named = AxisName(axisByte: axis, name: name, owner: isBare ? owner! : nil)
          if names.insert(named).inserted { found.append(named) }
        }
      }
      // The bodies of this file's members of the new names, read next, along the same axis
      // (the file's members are listed only once a name is found).
      guard !found.isEmpty else { break }
      if members == nil { members = memberDeclarations(in: file) }
      pending = found.flatMap { named in
        (members?[named.name] ?? []).map { (named.axisByte, $0) }
      }
    }
    return names
  }

  /// A name beside a Spacer, with the axis of its stack (`h` or `v`) and, for a lowercase
  /// name written bare (`header`, `self.header`), the type it is written in ("" at the top
  /// level); nil for a name after a value (`model.row`) and a capitalised one (a type).
  struct AxisName: Hashable {
    /// `h` or `v`, as its byte: a `Character` hashes as a string does.
    var axisByte: UInt8
    var name: String
    var owner: String?

    var axis: Character { Character(Unicode.Scalar(axisByte)) }
  }

  /// The scope's entry that asks for the sizing of the member `name` of `owner` (the last
  /// name of its type, "" for a top-level one; nil: of any type, or the `body` of the type
  /// `name`) along `axis`.
  static func scoped(_ name: String, along axis: SpacerStack.Axis, owner: String?) -> String {
    name + (axis == .horizontal ? "\u{1}h" : "\u{1}v") + (owner.map { "\u{2}" + $0 } ?? "")
  }

  /// The last name of the type or extension `node` is declared in; nil at the top level.
  private static func enclosingTypeName(of node: Syntax) -> String? {
    // (Read on the parents: a list of every ancestor and a set of the kinds were made per
    // call.)
    guard
      let declaration = node.ancestor(
        .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl)
    else { return nil }
    // The name after the keyword (`extension Outer.Row`: its last name).
    let file = declaration.file
    var name: String?
    var sawKeyword = false
    for index in declaration.tokenIndices {
      let token = file.token(at: index)
      if !sawKeyword {
        switch token.kind {
        case .kwStruct, .kwClass, .kwEnum, .kwExtension: sawKeyword = true
        case .identifier: sawKeyword = token.text == "actor"
        default: break
        }
        continue
      }
      if token.kind == .identifier {
        name = token.text
      } else if token.kind != .period {
        break
      }
    }
    return name
  }

  /// The names in `node` that may refer to a view: those outside the parentheses and
  /// brackets of arguments (but inside closures there, a `label:`), leaving out a name
  /// after a `.` that follows a closing bracket (a modifier: `.font(…)`, which sizing reads
  /// from the names the index keeps). `Badge(count: n)` gives `Badge`; `model.row(for: x)`
  /// `model` and `row`. Each with whether it is a lowercase name written bare (`model`,
  /// `self.header`).
  private static func namesReferringToViews(
    in node: Syntax, of file: SourceFile
  ) -> [(String, Bool)] {
    var names: [(String, Bool)] = []
    // The open brackets around the token, innermost last.
    var brackets: [TokenKind] = []
    var previous: TokenKind = .endOfFile
    var beforePrevious: TokenKind = .endOfFile
    for index in node.tokenIndices {
      let kind = file.token(at: index).kind
      switch kind {
      case .leftParen, .leftSquare, .leftBrace: brackets.append(kind)
      case .rightParen, .rightSquare, .rightBrace: _ = brackets.popLast()
      case .identifier:
        let inArguments = brackets.last == .leftParen || brackets.last == .leftSquare
        let isModifier = previous == .period && beforePrevious.isClosingBracket
        if !inArguments && !isModifier {
          let name = file.token(at: index).text
          let isBare =
            (previous != .period || beforePrevious == .kwSelf) && name.first?.isLowercase == true
          names.append((name, isBare))
        }
      default: break
      }
      beforePrevious = previous
      previous = kind
    }
    return names
  }

  /// The bodies of the file's functions and properties (a getter, or a value), by name.
  private static func memberDeclarations(in file: SourceFile) -> [String: [Syntax]] {
    var members: [String: [Syntax]] = [:]
    for node in file.root.descendants(.functionDecl) {
      if let function = FunctionDeclaration(node), let body = function.body {
        members[function.name, default: []].append(body)
      }
    }
    for node in file.root.descendants(.patternBinding) {
      let binding = PatternBinding(node)
      if let name = binding.name, let body = binding.accessorBlock ?? binding.initializer {
        members[name, default: []].append(body)
      }
    }
    return members
  }

  /// The file's facts: how the bodies of its view members named in `scope` (a type's
  /// `body` by the type's name) size, as `member(_:what:along:in:lookup:)` sizes a body
  /// declared in the file of the stack.
  static func facts(
    in file: SourceFile, declarations: FileDeclarations, run: () -> SemanticIndex?,
    scope factScope: FactScope
  ) -> [ProjectFact] {
    let scope = factScope.names
    // Each member whose name (a type's name for its `body`) is in the scope, with the
    // scope's entries that may ask for it (`scoped`) without their axis. Every member of
    // every file not kept is asked: the scope's table of bytes answers for the names.
    let viewMembers = declarations.membersWithViewArity
    let members: [(MemberInfo, [(String, String?)])] = viewMembers.compactMap { member in
      guard member.kind != .storedProperty else { return nil }
      let name = member.name
      let nameInScope = factScope.contains(name)
      guard nameInScope || name == "body" else { return nil }
      let type = member.containingType.map(lastComponent)
      if name == "body", let type, factScope.contains(type) { return (member, [(type, nil)]) }
      return nameInScope ? (member, [(name, nil), (name, type ?? "")]) : nil
    }
    guard !members.isEmpty, let run = run() else { return [] }
    let path = declarations.path
    let resolver = Resolver(file: file, index: run, path: path)
    var lines: [String] = []
    for (member, entries) in members {
      guard let statements = resolver.bodyStatements(of: member, inFileAt: path) else {
        continue
      }
      for axis in [SpacerStack.Axis.horizontal, .vertical]
      where entries.contains(where: { scope.contains(scoped($0, along: axis, owner: $1)) }) {
        // In a stack along the same axis; the other only if the stack's axis was asked.
        let same = answers(statements, along: axis, in: axis, resolver: resolver, path: path)
        let other: SpacerStack.Axis = axis == .horizontal ? .vertical : .horizontal
        let stacks: [(SpacerStack.Axis?, [Answer])] =
          same.contains(where: \.stackRead)
          ? [
            (axis, same),
            (other, answers(statements, along: axis, in: other, resolver: resolver, path: path)),
          ] : [(nil, same)]
        for (stack, answers) in stacks {
          for answer in answers {
            guard let line = answer.line(offset: member.offset, axis: axis, stack: stack) else {
              continue
            }
            lines.append(line)
          }
        }
      }
    }
    guard !lines.isEmpty else { return [] }
    return [ProjectFact(key: sizingKey + path, value: lines.joined(separator: "\n"))]
  }

  /// `String(name.split(separator: ".").last ?? "")`, by bytes for an ASCII name (by
  /// `Character`, the split was most of the cost of choosing the members above).
  private static func lastComponent(_ name: String) -> String {
    let utf8 = name.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      return String(name.split(separator: ".").last ?? "")
    }
    // Empty parts are left out: a trailing dot does not end the last one.
    var end = utf8.endIndex
    while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: ".") {
      end = utf8.index(before: end)
    }
    let start =
      utf8[..<end].lastIndex(of: UInt8(ascii: ".")).map(utf8.index(after:)) ?? utf8.startIndex
    return String(name[start..<end])
  }

  /// The sizing of a body along `axis` in a stack along `stack`, for each setting of the
  /// platform flags it reads (until the flags read under every setting are those set).
  private static func answers(
    _ statements: [Syntax], along axis: SpacerStack.Axis, in stack: SpacerStack.Axis,
    resolver: Resolver, path: String
  ) -> [Answer] {
    var asked: SizingPlatforms.Flags = []
    var answers: [Answer] = []
    // The sizing and record per setting of the flags: a setting sized under a smaller
    // mask sizes the same under a larger one (only the flags set are read), so each is
    // sized once.
    var sized: [SizingPlatforms.Flags: (sizing: Sizing, record: SizingRecord)] = [:]
    while true {
      answers = []
      var read = asked
      for flags in settings(of: asked) {
        let (sizing, record) =
          sized[flags]
          ?? {
            let record = SizingRecord(depth: 1)
            let lookup = SizingLookup(
              resolver: resolver, path: path,
              platforms: SizingPlatforms(flags: flags, record: record), depth: 1, facts: nil,
              record: record)
            let sizing = Sizing.body(statements, along: axis, in: stack, lookup: lookup)
            sized[flags] = (sizing, record)
            return (sizing, record)
          }()
        read.formUnion(record.platformsRead)
        answers.append(
          Answer(
            mask: asked, flags: flags, deepest: record.deepest, stackRead: record.stackRead,
            sizing: sizing))
      }
      if read == asked { return answers }
      asked = read
    }
  }

  /// Every subset of `mask`.
  private static func settings(of mask: SizingPlatforms.Flags) -> [SizingPlatforms.Flags] {
    var result: [SizingPlatforms.Flags] = [[]]
    for flag in [SizingPlatforms.Flags.watchOS, .noMac, .macOSOnly, .widget]
    where mask.contains(flag) {
      result += result.map { $0.union(flag) }
    }
    return result
  }

  /// One answer: the sizing where the platform flags of `mask` are `flags`, made with
  /// lookups at most `deepest` deep from depth 1.
  private struct Answer {
    var mask: SizingPlatforms.Flags
    var flags: SizingPlatforms.Flags
    var deepest: Int
    var stackRead: Bool
    var sizing: Sizing

    /// The fact's line (a nil `stack`: any stack); nil for a reason of several lines (the
    /// answer is then not kept).
    func line(offset: Int, axis: SpacerStack.Axis, stack: SpacerStack.Axis?) -> String? {
      let (kind, reason): (String, String) =
        switch sizing {
        case .intrinsic: ("i", "")
        case .flexible(let reason): ("f", reason)
        case .unknown(let reason): ("u", reason)
        }
      guard !reason.contains("\n") else { return nil }
      let axes =
        (axis == .horizontal ? "h" : "v") + (stack.map { $0 == .horizontal ? "h" : "v" } ?? "*")
      return "\(offset) \(axes) \(mask.rawValue) \(flags.rawValue) \(deepest) \(kind)\(reason)"
    }
  }

  /// A line of a fact, read back.
  struct Entry: Equatable, Sendable {
    /// The axis sized along and the stack's, as the line writes them (`hv`, `h*`).
    var axes: String
    var mask: UInt8
    var flags: UInt8
    var deepest: Int
    var kind: Character
    var reason: String

    var sizing: Sizing {
      switch kind {
      case "i": .intrinsic
      case "f": .flexible(reason)
      default: .unknown(reason)
      }
    }
  }

  /// The entries of one declaring file's facts, by the member's offset.
  static func table(_ facts: [ProjectFact]) -> [Int: [Entry]] {
    var table: [Int: [Entry]] = [:]
    for fact in facts {
      for line in fact.value.split(separator: "\n", omittingEmptySubsequences: true) {
        let parts = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
        guard parts.count == 6, let offset = Int(parts[0]), let mask = UInt8(parts[2]),
          let flags = UInt8(parts[3]), let deepest = Int(parts[4]), let kind = parts[5].first
        else { continue }
        table[offset, default: []].append(
          Entry(
            axes: String(parts[1]), mask: mask, flags: flags, deepest: deepest, kind: kind,
            reason: String(parts[5].dropFirst())))
      }
    }
    return table
  }

  /// How `member`'s body (declared in another file) sizes along `axis` in a stack along
  /// `stack`, as its declaring file sizes it at this depth and for these platforms; nil
  /// when the run's facts do not say.
  static func sizing(
    of member: MemberInfo, along axis: SpacerStack.Axis, in stack: SpacerStack.Axis,
    lookup: SizingLookup
  ) -> Sizing? {
    guard let facts = lookup.facts else { return nil }
    let table = facts.derived("entries", fromFactsFor: sizingKey + member.path) {
      Self.table($0)
    }
    let flags = lookup.platforms.flags.rawValue
    let along = axis == .horizontal ? "h" : "v"
    let axes = along + (stack == .horizontal ? "h" : "v")
    let anyStack = along + "*"
    guard
      let entry = table[member.offset]?.first(where: {
        ($0.axes == axes || $0.axes == anyStack) && flags & $0.mask == $0.flags
      })
    else { return nil }
    // Made from depth 1: the same lookups from one deeper each must stay within four.
    guard entry.deepest + lookup.depth <= 4 else { return nil }
    return entry.sizing
  }
}
