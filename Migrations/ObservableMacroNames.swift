import MigrationKit
import SwiftCST

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Shared by the observable-macro files: a resolver built on first use, and names as written.

/// A resolver over one file's declarations, built on first use (most files never ask).
final class LazyResolver {
  private let file: SourceFile
  /// The file's declarations as the index pass read them, when given.
  private let declarations: FileDeclarations?
  private var built: Resolver?
  private var bindingsByOffset: [Int: Syntax]?

  /// `declarations`: the file's, read by the index pass (nil: read them on first use).
  init(_ file: SourceFile, declarations: FileDeclarations? = nil) {
    self.file = file
    self.declarations = declarations
  }

  /// Pattern bindings by the offset of their first byte (the bound name's).
  var bindings: [Int: Syntax] {
    if let bindingsByOffset { return bindingsByOffset }
    var table: [Int: Syntax] = [:]
    for node in file.nodes(.patternBinding) { table[node.range.lowerBound] = node }
    bindingsByOffset = table
    return table
  }

  var value: Resolver {
    if let built { return built }
    // The file alone, as its own scan reads it: the index pass's declarations relabelled.
    let alone = declarations?.alone(in: file) ?? FileDeclarations(file: file, path: "")
    let resolver = Resolver(file: file, index: SemanticIndex(files: [alone]))
    built = resolver
    return resolver
  }
}

/// `Resolver.enclosingTypePath(of:)` for the nodes of one file, kept per declaration: the
/// path depends only on the innermost type, protocol or extension declaration around the
/// node, and a class's `_name`s and `$name`s ask it for the same one again and again.
/// One file's scan's, so its table goes without the run-time exclusivity checks (see
/// `ResolverCache`).
final class TypePaths {
  @exclusivity(unchecked) private var paths: [Int32: String?] = [:]

  /// `Resolver.enclosingTypePath(of: node)`.
  func path(of node: Syntax) -> String? {
    let raw = node.file.rawTree
    var current = raw.parent(node.index)
    while current >= 0 {
      switch raw.kind(current) {
      // The kinds `Resolver.enclosingTypePath` stops at.
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
        if let known = paths[current] { return known }
        let path = Resolver.enclosingTypePath(of: node)
        paths.updateValue(path, forKey: current)
        return path
      default: current = raw.parent(current)
      }
    }
    return nil
  }
}

/// Line numbers of one file's offsets, as `SourceFile.location(of:).line` gives them, counted
/// from the bytes up to each offset while that costs less than the file's table of line
/// starts (`SourceFile.lineStarts`, made on first use): most files the scan records a line
/// of (a class's superclass, a `_name` in a class) need no other line, and counting up to a
/// class near the top reads a fraction of the bytes the table does.
final class LineCounter {
  private let file: SourceFile
  /// Bytes before `counted` are counted, with `lineAtCounted` the line at `counted`.
  private var counted = 0
  private var lineAtCounted = 1
  /// Bytes still to be counted before the table is cheaper (it reads every byte once).
  private var budget: Int
  private var usesTable = false

  init(_ file: SourceFile) {
    self.file = file
    budget = file.bytes.count
  }

  /// `file.location(of: offset).line`.
  func line(at offset: Int) -> Int {
    let end = min(max(offset, 0), file.bytes.count)
    if !usesTable && end < counted {
      counted = 0
      lineAtCounted = 1
    }
    if usesTable || end - counted > budget {
      usesTable = true
      return file.location(of: offset).line
    }
    budget -= end - counted
    lineAtCounted += Self.lineStarts(in: file.bytes, from: counted, to: end)
    counted = end
    return lineAtCounted
  }

  /// The line starts `SourceFile.lineStarts` puts in `from + 1 ... to`: one after each LF
  /// and after each CR not followed by an LF (a CRLF starts its line after the LF).
  static func lineStarts(in bytes: [UInt8], from start: Int, to end: Int) -> Int {
    guard start < end else { return 0 }
    return bytes.withUnsafeBufferPointer { buffer in
      let base = UnsafeRawPointer(buffer.baseAddress!)
      var starts = 0
      var from = start
      while from < end, let found = memchr(base + from, 10, end - from) {
        starts += 1
        from = base.distance(to: UnsafeRawPointer(found)) + 1
      }
      from = start
      while from < end, let found = memchr(base + from, 13, end - from) {
        let position = base.distance(to: UnsafeRawPointer(found))
        if position + 1 == buffer.count || buffer[position + 1] != 10 { starts += 1 }
        from = position + 1
      }
      return starts
    }
  }
}

/// Names as written, shared by the observable-macro files.
enum ObservableNames {
  /// `X(…)`, `X.init(…)`, `Outer.X(…)`: `X`, `Outer.X` (the last name starting with an
  /// upper-case letter).
  static func constructedTypeName(of expression: Syntax) -> String? {
    guard let call = FunctionCall(expression), call.trailingClosure == nil else { return nil }
    var callee = call.callee
    if callee.kind == .genericSpecializationExpr, let base = callee.firstChild { callee = base }
    if let access = MemberAccess(callee), access.nameToken.is("init"),
      let base = access.base
    {
      callee = base
    }
    let name: String?
    switch callee.kind {
    case .declReferenceExpr: name = callee.firstToken?.text
    case .memberAccessExpr:
      guard let last = MemberAccess(callee)?.name, startsUppercase(last) else {
        return nil
      }
      name = TypeReference(text: callee.compactText).name.map(withoutSelf) ?? last
    default: name = nil
    }
    guard let name, startsUppercase(name) else { return nil }
    return name
  }

  /// The type a property's value builds: `constructedTypeName(of:)`, or for `.init(…)` the
  /// property's written type, `declared` (`@StateObject var m: Model = .init()`).
  static func builtTypeName(of value: Syntax, declared: String?) -> String? {
    if let constructed = constructedTypeName(of: value) { return constructed }
    guard let call = FunctionCall(value), call.trailingClosure == nil,
      let access = MemberAccess(call.callee), access.base == nil, access.name == "init"
    else { return nil }
    return declared
  }

  /// The type a simple name written at `node` names through a `typealias` of this file
  /// declared in a type around `node` or at top level (`Model` with `typealias Model =
  /// UploadModel<Int>` in the view: `UploadModel`); the name itself otherwise.
  static func throughTypealias(_ name: String, at node: Syntax) -> String {
    // The bytes first: a text with no `.` byte holds no `.` (the search by characters, a
    // Foundation call, cost more than the rest of the look-up).
    guard !(hasDot(name) && name.contains(".")) else { return name }
    var current = node.parent
    while let scope = current {
      let members =
        scope.kind == .sourceFile ? scope.children : scope.child(.memberBlock)?.children ?? []
      for member in members where member.kind == .typealiasDecl {
        guard let nameToken = member.tokens.first(where: { $0.kind == .identifier }),
          nameToken.text == name,
          let aliased = member.children.last,
          let target = TypeReference(text: aliased.compactText).name
        else { continue }
        return target
      }
      current = scope.parent
    }
    return name
  }

  /// The typealiases declared at top level or in a type (not in a body) whose target is a
  /// named type (`typealias Model = UploadModel<Int>`: `UploadModel`), with the qualified
  /// type they are declared in (empty at top level).
  static func typealiases(in file: SourceFile) -> [ObservableClassNames.Alias] {
    // The file's table of nodes by kind answers at once (a byte search for `typealias` read
    // the whole file, when the file had no other reason to).
    let raw = file.rawTree
    let nodes = raw.nodes(.typealiasDecl)
    guard !nodes.isEmpty else { return [] }
    let typePaths = TypePaths()
    return nodes.compactMap { index in
      var current = raw.parent(index)
      while current >= 0 {
        switch raw.kind(current) {
        case .codeBlock, .closureExpr, .accessorBlock: return nil
        default: current = raw.parent(current)
        }
      }
      let node = raw.syntax(index)
      // The last child by index (no array of the children, nor of the tokens).
      var last = raw.firstChild(index)
      while last >= 0, raw.nextSibling(last) >= 0 { last = raw.nextSibling(last) }
      guard let nameToken = node.firstOwnToken(where: { $0.kind == .identifier }), last >= 0,
        case let aliased = raw.syntax(last), aliased.kind != .genericParameterClause,
        let target = TypeReference(text: aliased.compactText).name,
        startsUppercase(target)
      else { return nil }
      return ObservableClassNames.Alias(
        name: nameToken.text, scope: typePaths.path(of: node) ?? "",
        target: withoutSelf(target))
    }
  }

  /// `ViewModel` for `Self.ViewModel`: inside a type, `Self.X` is looked up as `X` is, from
  /// that type.
  static func withoutSelf(_ name: String) -> String {
    name.hasPrefix("Self.") ? String(name.dropFirst(5)) : name
  }

  /// Whether `name` holds a `.` (`name.utf8.contains(46)`), by `memchr` where the text is
  /// contiguous (the generic walk of a `UTF8View` cost more than the table look-up after it).
  static func hasDot(_ name: String) -> Bool {
    name.utf8.withContiguousStorageIfAvailable { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(UInt8(ascii: ".")), bytes.count) != nil
    } ?? name.utf8.contains(UInt8(ascii: "."))
  }

  /// `text.first?.isUppercase == true`, told by the first byte when it is a Character of
  /// its own (an ASCII byte other than `\r` before another ASCII byte or the end: a
  /// `Character` of one ASCII scalar is upper-case only from `A` to `Z`).
  static func startsUppercase(_ text: String) -> Bool {
    let utf8 = text.utf8
    guard let first = utf8.first else { return false }
    if first < 0x80 && first != 13 {
      let next = utf8.dropFirst().first
      if next.map({ $0 < 0x80 }) ?? true {
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
      }
    }
    return text.first?.isUppercase == true
  }

  /// The last component of a type as written: `Store` for `Store`, `App.Store`, `Store<A>`.
  static func lastName(of type: Syntax) -> String? {
    switch type.kind {
    case .identifierType: return type.firstToken?.text
    case .memberType:
      return type.ownTokens.last { $0.kind == .identifier }?.text
    default: return nil
    }
  }

  static func lastComponent(_ name: String) -> String {
    // ASCII text is split by its bytes, as `split` would (each byte is a Character; a
    // "\r\n" pair is one, but holds no dot); other text as written below. In place where
    // the text is contiguous (a native string always is): the walk by `String.Index`
    // cost more than the look-ups that use the name.
    let inPlace = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var end = bytes.count
      while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
      guard end > 0 else { return name }
      var start = end
      while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
      return start == 0 && end == bytes.count
        ? name : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    if case .some(.some(let component)) = inPlace { return component }
    let bytes = name.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return String(name.split(separator: ".").last ?? Substring(name))
    }
    // The last non-empty component: trailing dots are skipped, as `split` omits empties.
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: ".") {
      end = bytes.index(before: end)
    }
    guard end > bytes.startIndex else { return name }
    var start = end
    while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: ".") {
      start = bytes.index(before: start)
    }
    return start == bytes.startIndex && end == bytes.endIndex ? name : String(name[start..<end])
  }
}
