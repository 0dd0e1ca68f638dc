import MigrationKit
import SwiftCST

// Writing navigation-stack's index facts for `ProgrammaticLinks`: per type of a file, the
// programmatic links it writes, whether it writes a link at all, and the project-looking types
// it constructs. Following them from the content of a NavigationView, and reading them back
// (`UseGraph`), is in NavigationStackLinks.swift.

extension ProgrammaticLinks {
  // MARK: Index facts

  static let linkKey = "navigation-stack.link"
  /// A type's first `NavigationLink` of any kind: `Type<TAB>NavigationLink`.
  static let anyLinkKey = "navigation-stack.any-link"
  static let useKey = "navigation-stack.uses"

  /// The late-fact scope that stands for every type (`NavigationStack.lateFactScope`).
  static let usesScope = "*"

  /// Per type (or extension) of the file: the programmatic links it writes
  /// (`Type<TAB>NavigationLink(isActive:)`), whether it writes a link at all (`anyLinkKey`,
  /// with the links) and the project-looking types it constructs, in one fact after its
  /// links (`Type<TAB>Other<TAB>Another`); either kind alone when asked (each is the same
  /// without the other). The file's `sites`, when given, answer for its calls of
  /// project-looking types.
  static func facts(
    in file: SourceFile, links: Bool = true, uses: Bool = true, sites: FileSites? = nil
  ) -> [ProjectFact] {
    // A use is a site's `Name(…)` call: without links asked, a file with none has no facts.
    if let sites, !links, !sites.tokens.contains(where: { $0 >= 0 }) { return [] }
    // A link is a call of `NavigationLink`: a file without such a call has none (the
    // file's table of calls by name tells, without a search of its bytes). Links are
    // found for the uses too: a type's first link is not also a use.
    let mayLink = !file.calls(named: "NavigationLink").isEmpty
    guard (links && mayLink) || uses else { return [] }
    var facts: [ProjectFact] = []
    let raw = file.rawTree
    var found = TypeUses(raw)
    // Names are read on the file's bytes: no slice of them is made per call.
    file.bytes.withUnsafeBufferPointer { bytes in
      // The uses, in a file without links: the calls the loop below would record are the
      // sites' `Name(…)` calls (a capitalised name, not SwiftUI's: `typeName(_:)`). (Such a
      // file writes no link: the table of calls by name holds every call whose callee is
      // named `NavigationLink`, after a module selector too.)
      if let sites, !mayLink {
        for kind in [SyntaxKind.structDecl, .classDecl, .enumDecl, .extensionDecl] {
          for node in raw.nodes(kind) {
            found.start(node)
            for position in sites.positions(below: node, in: raw) {
              let token = sites.tokens[position]
              if token >= 0 { found.add(token, in: bytes) }
            }
            if let fact = found.fact(in: bytes) { facts.append(fact) }
          }
        }
      } else {
        allFacts(in: raw, bytes, links: links, uses: uses, mayLink: mayLink, &found, &facts)
      }
    }
    return facts
  }

  /// `facts(in:links:uses:sites:)` by a look at every call below each type.
  private static func allFacts(
    in raw: RawTree, _ bytes: UnsafeBufferPointer<UInt8>, links: Bool, uses: Bool,
    mayLink: Bool, _ found: inout TypeUses, _ facts: inout [ProjectFact]
  ) {
    let views = SwiftUIViews.scope
    for kind in [SyntaxKind.structDecl, .classDecl, .enumDecl, .extensionDecl] {
      for node in raw.nodes(kind) {
        found.start(node)
        var linked = false
        var linkedAtAll = false
        for callNode in raw.nodes(.functionCallExpr, below: node) {
          // Only a call of `NavigationLink` or of a capitalised name needs a closer look.
          let callee = raw.firstChild(callNode)
          guard callee >= 0 else { continue }
          let first: Int32
          let isLink: Bool
          switch raw.kind(callee) {
          case .declReferenceExpr:
            first = raw.firstToken(callee)
            guard first >= 0 else { continue }
            let capitalised = raw.firstByte(first).map { $0 >= 65 && $0 <= 90 } ?? false
            if raw.child(callee, .moduleSelector) >= 0 {
              isLink = isNavigationLink(FunctionCall(raw.syntax(callNode))!)
            } else {
              guard capitalised else { continue }
              isLink = raw.token(first, is: "NavigationLink")
            }
            if links, isLink, !linkedAtAll {
              linkedAtAll = true
              facts.append(
                ProjectFact(key: anyLinkKey, value: found.typeName() + "\tNavigationLink"))
            }
            if mayLink, !linked, isLink, let link = programmaticLink(raw, callNode) {
              linked = true
              if links {
                facts.append(ProjectFact(key: linkKey, value: found.typeName() + "\t" + link))
              }
              continue
            }
            // `typeName(_:)`: the callee's first token, capitalised.
            guard uses, capitalised else { continue }
          case .genericSpecializationExpr:
            // Never a type name (`typeName(_:)` reads plain names); maybe a link.
            let isLink = mayLink && isNavigationLink(FunctionCall(raw.syntax(callNode))!)
            if links, isLink, !linkedAtAll {
              linkedAtAll = true
              facts.append(
                ProjectFact(key: anyLinkKey, value: found.typeName() + "\tNavigationLink"))
            }
            if !linked, isLink, let link = programmaticLink(raw, callNode) {
              linked = true
              if links {
                facts.append(ProjectFact(key: linkKey, value: found.typeName() + "\t" + link))
              }
            }
            continue
          default: continue
          }
          // SwiftUI's views (most callees) by their bytes, before any string is made, and
          // before the set of names seen (they are never recorded: the set is for the rest).
          guard
            !views.contains(
              UnsafeBufferPointer(rebasing: bytes[raw.textStart(first)..<raw.textEnd(first)]))
          else { continue }
          found.add(first, in: bytes)
        }
        if let fact = found.fact(in: bytes) { facts.append(fact) }
      }
    }
  }

  /// The names one type constructs (`facts(in:links:uses:sites:)`), each once, and the use
  /// fact they make; its buffers are kept from type to type. Names are compared on the
  /// file's bytes.
  private struct TypeUses {
    private let raw: RawTree
    private var node: Int32 = -1
    /// The type's name, made when first needed.
    private var name: String?
    /// The bytes of `name`, and whether they are ASCII (then an ASCII name equals it as a
    /// string only if it has its bytes); set with `name`.
    private var nameBytes: [UInt8] = []
    private var nameIsASCII = false
    /// The callee names seen in the type, by their bytes: a repeated name adds nothing, so
    /// it is looked at once per distinct name, not per call.
    private var seen: SeenNames
    /// The names recorded, in order, as their tokens: distinct by their bytes (`seen`), so
    /// by their strings as well while all are ASCII; the set of their strings is made only
    /// if a name outside ASCII comes (canonical equivalence could make it equal another).
    private var recorded: [Int32] = []
    private var used: Set<String>?

    init(_ raw: RawTree) {
      self.raw = raw
      seen = SeenNames(raw)
    }

    /// Starts on the type (or extension) declared by `node`.
    mutating func start(_ node: Int32) {
      self.node = node
      name = nil
      seen.removeAll()
      recorded.removeAll(keepingCapacity: true)
      used = nil
    }

    /// The type's name.
    mutating func typeName() -> String {
      makeName()
      return name!
    }

    /// Makes the type's name when first needed (`TypeDeclaration` takes every node of the
    /// kinds `facts` visits).
    private mutating func makeName() {
      guard name == nil else { return }
      var made = TypeDeclaration(raw.syntax(node))!.name
      nameBytes.removeAll(keepingCapacity: true)
      nameIsASCII = made.withUTF8 { bytes in
        nameBytes.append(contentsOf: bytes)
        return Self.isASCII(bytes)
      }
      name = made
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      var high: UInt8 = 0
      for byte in bytes { high |= byte }
      return high < 0x80
    }

    /// Records the name of a call's callee, its first token (capitalised, not SwiftUI's),
    /// unless it is the type's own name or recorded already.
    mutating func add(_ first: Int32, in bytes: UnsafeBufferPointer<UInt8>) {
      let text = UnsafeBufferPointer(rebasing: bytes[raw.textStart(first)..<raw.textEnd(first)])
      guard seen.insert(first, text, in: bytes) else { return }
      makeName()
      // `name != typeName` and the names' strings compared by bytes while both are ASCII
      // (equal ASCII strings have equal bytes); as strings otherwise.
      let isASCII = Self.isASCII(text)
      if isASCII && nameIsASCII {
        guard !nameBytes.withUnsafeBufferPointer({ ByteHash.equal($0, text) }) else { return }
      } else {
        guard String(decoding: text, as: UTF8.self) != name! else { return }
      }
      if used != nil || !isASCII {
        if used == nil {
          used = Set(recorded.map { String(decoding: raw.textBytes($0), as: UTF8.self) })
        }
        guard used!.insert(String(decoding: text, as: UTF8.self)).inserted else { return }
      }
      recorded.append(first)
    }

    /// The type's use fact, `Type<TAB>Name<TAB>Name…` (made in one string of its length
    /// from the file's `bytes`), nil without names. A type without a name or with a tab in
    /// it (an extension's written type) gives none: the graph reads a value's type up to its
    /// first tab, and the names of such a value, read after it, would hold a tab and name no
    /// type (no walk could follow them).
    func fact(in bytes: UnsafeBufferPointer<UInt8>) -> ProjectFact? {
      guard !recorded.isEmpty, !nameBytes.isEmpty, !nameBytes.contains(UInt8(ascii: "\t"))
      else { return nil }
      var count = nameBytes.count
      for token in recorded { count += 1 + raw.textEnd(token) - raw.textStart(token) }
      // (Bytes that are not UTF-8 are repaired as `String(decoding:as:)` repairs them.)
      let value = String(unsafeUninitializedCapacity: count) { buffer in
        var at = nameBytes.withUnsafeBufferPointer { name in
          UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(
            from: name.baseAddress!, byteCount: name.count)
          return name.count
        }
        for token in recorded {
          buffer[at] = UInt8(ascii: "\t")
          at += 1
          let start = raw.textStart(token)
          let length = raw.textEnd(token) - start
          UnsafeMutableRawPointer(buffer.baseAddress! + at).copyMemory(
            from: bytes.baseAddress! + start, byteCount: length)
          at += length
        }
        return at
      }
      return ProjectFact(key: ProgrammaticLinks.useKey, value: value)
    }
  }

  /// The callee names met in one type, by their bytes (`TokenTextSet`'s answers): most
  /// types construct a few names, so a short list compared byte by byte serves them, and a
  /// table is made only for a type with many.
  private struct SeenNames {
    private let raw: RawTree
    private var tokens: [Int32] = []
    private var table: TokenTextSet?
    private var inTable = false
    /// Past this many names, the table.
    private static let listed = 16

    init(_ raw: RawTree) { self.raw = raw }

    mutating func removeAll() {
      tokens.removeAll(keepingCapacity: true)
      if inTable {
        table!.removeAll()
        inTable = false
      }
    }

    /// Adds the token's text (`text`, in the file's `bytes`); false if a token with the same
    /// text was added.
    mutating func insert(
      _ token: Int32, _ text: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      if inTable { return table!.insert(tokenAt: token) }
      let count = text.count
      for other in tokens {
        let otherStart = raw.textStart(other)
        if raw.textEnd(other) - otherStart == count
          && ByteHash.equal(
            UnsafeBufferPointer(rebasing: bytes[otherStart..<otherStart + count]), text)
        {
          return false
        }
      }
      tokens.append(token)
      if tokens.count > Self.listed {
        if table == nil { table = TokenTextSet(file: raw.file) }
        for listed in tokens { table!.insert(tokenAt: listed) }
        inTable = true
      }
      return true
    }
  }

  /// `programmatic(_:)` of a call's argument labels.
  private static func programmaticLink(_ raw: RawTree, _ call: Int32) -> String? {
    programmatic(FunctionCall(raw.syntax(call))!.arguments.map { $0.label ?? "_" })
  }

  /// `call.calleeName == "NavigationLink" && call.memberAccess == nil`, by bytes.
  private static func isNavigationLink(_ call: FunctionCall) -> Bool {
    var callee = call.callee
    guard callee.kind != .memberAccessExpr else { return false }
    if callee.kind == .genericSpecializationExpr, let base = callee.firstChild { callee = base }
    switch callee.kind {
    case .declReferenceExpr: return callee.referencedNameToken?.is("NavigationLink") == true
    case .memberAccessExpr: return MemberAccess(callee)?.nameToken.is("NavigationLink") == true
    default: return false
    }
  }

  /// `NavigationLink(isActive:)` or `NavigationLink(tag:selection:)` for those labels.
  static func programmatic(_ labels: [String]) -> String? {
    if labels.contains("isActive") { return "NavigationLink(isActive:)" }
    if labels.contains("tag") && labels.contains("selection") {
      return "NavigationLink(tag:selection:)"
    }
    return nil
  }

  /// The capitalised callee of `Name(…)` or `Name { … }` that is not one of SwiftUI's views.
  static func typeName(_ call: FunctionCall) -> String? {
    guard call.callee.kind == .declReferenceExpr, let token = call.callee.firstToken,
      let first = token.file.bytes[token.range].first, first >= UInt8(ascii: "A"),
      first <= UInt8(ascii: "Z")
    else { return nil }
    // SwiftUI's views (most capitalised callees) by their bytes, before any string is made.
    guard !SwiftUIViews.scope.contains(token: Int32(token.index), in: token.file.rawTree)
    else { return nil }
    return token.text
  }
}
