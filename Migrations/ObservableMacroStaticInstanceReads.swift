import MigrationKit
import SwiftCST

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A view that reads a class's property through a static instance of the class
/// (`Router.shared.pending` in its `body`, with `static let shared = Router()`): no
/// `@ObservedObject` or `@StateObject` held the object, so as an `ObservableObject` it never
/// updated the view; as `@Observable` the read is tracked, and the view updates each time the
/// property changes. The conversion's finding names each such view.
///
/// The reads are late facts (`I` lines), looked for only in files whose bytes hold the name
/// of a class that declares a `@Published` property and a static property of its own type
/// (`lateFactScope(in:)`, asked of the semantic index); whether the member read through is
/// such a static property is asked again once the index is complete (`viewReads`).
extension ObservableScanner {
  /// `I class static property line view scope`: `Class.instance.property` written in a
  /// view-building member of `view` (`var body: some View`, `func row() -> some View`), not
  /// assigned and not in an action (`.onChange { … }`, a Button's, `.task`), which take the
  /// value when they run. `Class` is a name of `scope` (with none, any capitalised name);
  /// `scope` of the line: the type it is written in.
  func staticInstanceReads(scope: FactScope?) -> [[String]] {
    let raw = file.rawTree
    var found: [[String]] = []
    for node in raw.nodes(.declReferenceExpr) {
      let token = raw.firstToken(node)
      guard token >= 0, raw.tokenKind(token) == .identifier else { continue }
      if let scope {
        guard scope.contains(token: token, in: raw) else { continue }
      } else if !(raw.firstByte(token).map { (65...90).contains($0) } ?? false) {
        continue
      }
      // `Class.instance`, then `.property` on it.
      let instance = raw.parent(node)
      guard instance >= 0, raw.kind(instance) == .memberAccessExpr,
        raw.firstChild(instance) == node,
        case let read = raw.parent(instance), read >= 0, raw.kind(read) == .memberAccessExpr,
        raw.firstChild(read) == instance
      else { continue }
      let property = raw.memberNameToken(read)
      guard property >= 0, raw.tokenKind(property) == .identifier,
        !Self.isCalledOrAssigned(read, in: raw),
        let view = Self.viewBuildingOwner(of: read, in: raw)
      else { continue }
      found.append([
        "I", raw.token(token).text, raw.token(raw.memberNameToken(instance)).text,
        raw.token(property).text, String(lines.line(at: raw.textStart(token))), view,
        typePaths.path(of: raw.syntax(node)) ?? "",
      ])
    }
    // A string's interpolations are one token, not parsed: `Text("\(Store.shared.count)")`.
    for node in raw.nodes(.stringLiteralExpr) {
      for token in raw.tokens(node) where raw.tokenKind(token) == .stringLiteral {
        let bytes = raw.textBytes(token)
        guard Self.hasInterpolation(bytes) else { continue }
        for read in Self.staticInstanceReads(inInterpolationsOf: bytes, scope: scope) {
          guard let view = Self.viewBuildingOwner(of: node, in: raw) else { break }
          found.append([
            "I", read.type, read.instance, read.property,
            String(lines.line(at: raw.textStart(token) + read.offset)), view,
            typePaths.path(of: raw.syntax(node)) ?? "",
          ])
        }
      }
    }
    return found
  }

  /// Whether a string literal's bytes hold `\(`.
  private static func hasInterpolation(_ bytes: ArraySlice<UInt8>) -> Bool {
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      if bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "(") { return true }
      index += 1
    }
    return false
  }

  /// The reads `Type.instance.property` in a string literal's interpolations, by their
  /// bytes: `Type` a name of `scope` (with none, any capitalised name) that no dot precedes,
  /// and the property not called (`Store.shared.summary()`); `offset`: where `Type` starts
  /// in the literal.
  private static func staticInstanceReads(
    inInterpolationsOf bytes: ArraySlice<UInt8>, scope: FactScope?
  ) -> [(type: String, instance: String, property: String, offset: Int)] {
    let text = Array(bytes)
    var reads: [(type: String, instance: String, property: String, offset: Int)] = []
    func isNameByte(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || byte >= 0x80
        || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122)
    }
    // The end of the name starting at `start` (`start` when none does).
    func nameEnd(_ start: Int) -> Int {
      var end = start
      while end < text.count, isNameByte(text[end]) { end += 1 }
      return end
    }
    for interpolation in TrappingExpressions.interpolations(in: text) {
      var index = interpolation.lowerBound
      while index < interpolation.upperBound {
        let byte = text[index]
        guard isNameByte(byte), index == 0 || !isNameByte(text[index - 1]) else {
          index += 1
          continue
        }
        let typeEnd = nameEnd(index)
        defer { index = typeEnd }
        guard index == 0 || text[index - 1] != UInt8(ascii: "."),
          typeEnd < interpolation.upperBound, text[typeEnd] == UInt8(ascii: "."),
          case let instanceEnd = nameEnd(typeEnd + 1), instanceEnd > typeEnd + 1,
          instanceEnd < interpolation.upperBound, text[instanceEnd] == UInt8(ascii: "."),
          case let propertyEnd = nameEnd(instanceEnd + 1), propertyEnd > instanceEnd + 1,
          propertyEnd >= interpolation.upperBound || text[propertyEnd] != UInt8(ascii: "(")
        else { continue }
        let name = text[index..<typeEnd]
        let isInScope =
          scope.map { scope in name.withUnsafeBufferPointer { scope.contains($0) } }
          ?? (65...90).contains(byte)
        guard isInScope else { continue }
        reads.append(
          (
            String(decoding: text[index..<typeEnd], as: UTF8.self),
            String(decoding: text[(typeEnd + 1)..<instanceEnd], as: UTF8.self),
            String(decoding: text[(instanceEnd + 1)..<propertyEnd], as: UTF8.self), index
          ))
      }
    }
    return reads
  }

  /// Whether `read` is a method called (`Router.shared.reset()`) or the target of an
  /// assignment (`Router.shared.pending = nil`): no read of a property.
  private static func isCalledOrAssigned(_ read: Int32, in raw: RawTree) -> Bool {
    let parent = raw.parent(read)
    guard parent >= 0 else { return false }
    switch raw.kind(parent) {
    case .functionCallExpr:
      return raw.firstChild(parent) == read
    case .sequenceExpr:
      guard raw.firstChild(parent) == read else { return false }
      let operation = raw.nextSibling(read)
      return operation >= 0
        && ObservableMacro.assignments.contains(raw.syntax(operation).compactText)
    default:
      return false
    }
  }

  /// The name of the type (or extended type) whose view-building member holds `node`
  /// outside an action; nil elsewhere (a class's method, an action's closure). The member
  /// is the type's own, not a local of its body (`let busy = Router.shared.busy`).
  private static func viewBuildingOwner(of node: Int32, in raw: RawTree) -> String? {
    var member: Int32 = -1
    var current = raw.parent(node)
    while current >= 0 {
      switch raw.kind(current) {
      case .variableDecl, .functionDecl:
        member = current
      case .structDecl, .classDecl, .enumDecl, .extensionDecl:
        guard member >= 0, isViewBuilding(member, in: raw),
          !ObservableMacro.isInAction(node, in: raw, below: member)
        else { return nil }
        return TypeDeclaration(raw.syntax(current))?.name
      default: break
      }
      current = raw.parent(current)
    }
    return nil
  }

  /// Whether a member's declaration before its body names a view (`some View`).
  private static func isViewBuilding(_ member: Int32, in raw: RawTree) -> Bool {
    for token in raw.tokens(member) {
      if raw.token(token, is: "{") || raw.token(token, is: "=") { return false }
      if raw.token(token, is: "View") { return true }
    }
    return false
  }
}

extension ObservableMacro {
  /// The classes that declare a `@Published` property (`C` lines) and a static property of
  /// their own type (`static let shared = Router()`), as the semantic index sees them from
  /// the class's file: their last names, which a read through the instance writes.
  static func staticInstanceClassNames(in index: ProjectIndex) -> Set<String> {
    var names = Set<String>()
    for fact in index.facts(forKey: ObservableVerdicts.key) {
      guard FactText.hasLine(taggedWithAnyOf: [UInt8(ascii: "C")], in: fact.value) else {
        continue
      }
      var seen: SemanticIndex?
      FactText.forEachLine(of: fact.value) { fields in
        guard fields.count == 11, fields.field(0, is: "C"), !fields.isEmpty(6) else { return }
        let className = fields[1]
        if seen == nil { seen = index.semantic.seen(fromFileAt: fact.path) }
        if seen!.members(of: className).contains(where: {
          ObservableVerdicts.isInstance($0, of: className)
        }) {
          names.insert(ObservableNames.lastComponent(className))
        }
      }
    }
    return names
  }

  /// Whether the file has `import SwiftUI` (`import SwiftUI.…`, `@_exported import SwiftUI`),
  /// by its import declarations' tokens. (A file whose views see SwiftUI through another
  /// file's `@_exported import` is not looked at: its reads go unnamed.)
  static func importsSwiftUI(_ file: SourceFile) -> Bool {
    let raw = file.rawTree
    for node in raw.nodes(.importDecl) {
      for token in raw.tokens(node) where raw.token(token, is: "SwiftUI") { return true }
    }
    return false
  }
}

extension ObservableVerdicts {
  /// A read through a static instance, from an `I` line.
  struct StaticRead: Equatable, Sendable {
    var instance: String
    var property: String
    var view: String
    var place: Place
  }

  /// Whether `member` is a static property of the class `className` (qualified) holding
  /// an instance of it: its declared or constructed type is the class (or `Self`).
  static func isInstance(_ member: MemberInfo, of className: String) -> Bool {
    guard member.isStatic,
      member.kind == .storedProperty || member.kind == .computedProperty,
      let type = member.type, !type.isOptional, let name = type.name
    else { return false }
    return name == "Self" || name == className
      || ObservableNames.lastComponent(name) == ObservableNames.lastComponent(className)
  }

  /// The reads of `className` through a static instance that change with the conversion:
  /// the property read is `@Published` (tracked once converted) and the member read through
  /// is a static property holding an instance, as the file of the read sees the class. A
  /// computed property is not named: whether it reads a tracked property is not known (most
  /// that views read derive from constants: `themesURL` from `baseURL`).
  static func viewReads(
    _ reads: [StaticRead], of className: String, published: Set<String>,
    semantic: (String) -> SemanticIndex
  ) -> [StaticRead] {
    reads.filter { read in
      published.contains(read.property)
        && semantic(read.place.path).members(named: read.instance, in: className).contains {
          isInstance($0, of: className)
        }
    }
  }

  /// What the conversion's finding says of the views that read the class through a static
  /// instance (empty without any): each view with its file's lines and the properties read.
  static func viewReadsNote(_ reads: [StaticRead], className: String) -> String {
    guard !reads.isEmpty else { return "" }
    var views: [(view: String, path: String, lines: [Int], reads: [String])] = []
    for read in reads {
      let text = "\(className).\(read.instance).\(read.property)"
      guard let at = views.firstIndex(where: { $0.view == read.view && $0.path == read.place.path })
      else {
        views.append((read.view, read.place.path, [read.place.line], [text]))
        continue
      }
      if !views[at].lines.contains(read.place.line) { views[at].lines.append(read.place.line) }
      if !views[at].reads.contains(text) { views[at].reads.append(text) }
    }
    let parts = views.map { entry in
      "\(entry.view) (\(entry.path):\(entry.lines.map(String.init).joined(separator: ", "))) "
        + "reads \(entry.reads.joined(separator: " and "))"
    }
    let one = views.count == 1
    let properties = Set(reads.map(\.property)).count == 1 ? "that property" : "those properties"
    return "; \(parts.joined(separator: ", ")) while building "
      + (one ? "its views" : "their views")
      + ", through a static instance no @ObservedObject or @StateObject holds: as an "
      + "ObservableObject the object never updated " + (one ? views[0].view : "them")
      + "; as @Observable it does whenever \(properties) "
      + (properties == "that property" ? "changes" : "change") + ": check that it should"
  }
}
