import MigrationKit
import SwiftCST

/// `@Environment(\.presentationMode) var p` (one binding, any type annotation).
struct PresentationModeProperty {
  let node: Syntax
  let name: String
  /// Another property wrapper on the same declaration (`Binding`).
  let combinedWrapper: String?
  /// `@Binding` on the same declaration (`@Environment(\.presentationMode) @Binding var p`),
  /// which makes `p` the PresentationMode itself: `p.dismiss()`, no `wrappedValue`.
  var isBindingUnwrapped: Bool { combinedWrapper == "Binding" && otherWrappers.count == 1 }
  private let otherWrappers: [Attribute]
  private let declaration: VariableDeclaration
  private let keyPath: Syntax
  private let binding: PatternBinding

  init?(_ node: Syntax) {
    guard let declaration = VariableDeclaration(node), !declaration.isLet,
      declaration.bindings.count == 1, let binding = declaration.bindings.first,
      let name = binding.name, binding.initializer == nil,
      let attribute = declaration.header.attributes.first(where: { $0.name == "Environment" }),
      let arguments = attribute.arguments,
      Self.isPresentationModeKeyPath(arguments)
    else { return nil }
    // `@Environment(\.presentationMode) @Binding var p` reads the binding's value as `p`.
    otherWrappers = declaration.header.attributes.filter {
      $0.name != "Environment" && $0.name.first?.isUppercase == true
    }
    combinedWrapper = otherWrappers.first?.name
    self.node = node
    self.name = name
    self.declaration = declaration
    self.keyPath = arguments
    self.binding = binding
  }

  /// `(\.presentationMode)` or `(\EnvironmentValues.presentationMode)`.
  static func isPresentationModeKeyPath(_ arguments: Syntax) -> Bool {
    let text = arguments.tokens.map(\.text).joined()
    return text == "(\\.presentationMode)" || text == "(\\EnvironmentValues.presentationMode)"
      || text == "(\\SwiftUI.EnvironmentValues.presentationMode)"
  }

  /// `private` or `fileprivate`: no other file can read it.
  var isFilePrivate: Bool {
    declaration.header.hasModifier("private") || declaration.header.hasModifier("fileprivate")
  }

  var hasAccessModifier: Bool {
    ["private", "fileprivate", "internal", "package", "public", "open"].contains {
      declaration.header.hasModifier($0)
    }
  }

  /// `(\.dismiss)`, the name `dismiss` without the type annotation, and `private ` before
  /// `var` when asked.
  func declarationEdits(addingPrivate: Bool) -> [TextEdit] {
    var edits = [TextEdit(range: keyPath.range, replacement: "(\\.dismiss)")]
    // `@Binding ` goes with the blanks after it: `@Environment(\.dismiss) private var …`.
    if isBindingUnwrapped, let binding = otherWrappers.first?.node {
      let bytes = binding.file.bytes
      var end = binding.range.upperBound
      while end < bytes.count, bytes[end] == 32 || bytes[end] == 9 { end += 1 }
      edits.append(TextEdit(range: binding.range.lowerBound..<end, replacement: ""))
    }
    if let pattern = binding.pattern {
      let end = binding.typeAnnotation?.range.upperBound ?? pattern.range.upperBound
      edits.append(TextEdit(range: pattern.range.lowerBound..<end, replacement: "dismiss"))
    }
    if addingPrivate {
      edits.append(.insert("private ", at: declaration.keywordToken.range.lowerBound))
    }
    return edits
  }

  /// The declaration's lines to delete, with their indentation and line ending, when
  /// nothing else shares them; with one blank line beside them where the deletion would
  /// leave two blank lines in a row, or a blank line against a brace (`{` above, `}` below),
  /// as a person deletes a declaration set apart by blank lines.
  var wholeLine: Range<Int>? {
    guard let lines = declarationLines else { return nil }
    let bytes = node.file.bytes
    let previous = Self.line(before: lines.lowerBound, in: bytes)
    let next = Self.line(from: lines.upperBound, in: bytes)
    guard let previous, let next else { return lines }
    let previousText = bytes[previous].filter { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }
    let nextText = bytes[next].filter { $0 != 32 && $0 != 9 && $0 != 10 && $0 != 13 }
    if previousText.isEmpty && (nextText.isEmpty || nextText.first == UInt8(ascii: "}")) {
      return previous.lowerBound..<lines.upperBound
    }
    if nextText.isEmpty && previousText.last == UInt8(ascii: "{") {
      return lines.lowerBound..<next.upperBound
    }
    return lines
  }

  /// The line that ends where `end` is (a line start), with its line ending; nil at the
  /// file's start.
  private static func line(before end: Int, in bytes: [UInt8]) -> Range<Int>? {
    guard end > 0 else { return nil }
    var start = end - 1
    while start > 0, bytes[start - 1] != 10 { start -= 1 }
    return start..<end
  }

  /// The line that starts at `start`, with its line ending; nil at the file's end.
  private static func line(from start: Int, in bytes: [UInt8]) -> Range<Int>? {
    guard start < bytes.count else { return nil }
    var end = start
    while end < bytes.count, bytes[end] != 10 { end += 1 }
    return start..<min(end + 1, bytes.count)
  }

  /// The declaration's lines with their indentation and line ending, when nothing else
  /// shares them.
  private var declarationLines: Range<Int>? {
    let bytes = node.file.bytes
    var start = node.range.lowerBound
    while start > 0, bytes[start - 1] == 32 || bytes[start - 1] == 9 { start -= 1 }
    guard start == 0 || bytes[start - 1] == 10 || bytes[start - 1] == 13 else { return nil }
    var end = node.range.upperBound
    while end < bytes.count, bytes[end] == 32 || bytes[end] == 9 { end += 1 }
    if end < bytes.count, bytes[end] == 13 { end += 1 }
    if end < bytes.count, bytes[end] == 10 { end += 1 }
    guard end == bytes.count || bytes[end - 1] == 10 || bytes[end - 1] == 13 else { return nil }
    return start..<end
  }
}

/// How a presentationMode property of a type is used in its file.
struct PresentationModeUses {
  /// `p.wrappedValue.dismiss()` calls, and what was written before `p` (`self.`, `parent.`).
  private(set) var calls: [(call: Syntax, prefix: String)] = []
  /// The first other use, described for the report.
  private(set) var other: String?
  /// The file declares `@Environment(\.dismiss) var dismiss` in the same type.
  private(set) var dismissEnvironmentDeclared = false

  /// `p.dismiss()` is the call (`@Binding` unwraps the PresentationMode), not
  /// `p.wrappedValue.dismiss()`.
  private var unwrapped = false

  /// The uses in `file` of the property `name` of `owner` declared by `declaration` (key
  /// paths such as `\.presentationMode` name the environment value, not the property).
  /// `unwrapped`: the property is also `@Binding`, so it is the PresentationMode itself.
  init(
    of name: String, in owner: String, declaration: Syntax, file: SourceFile, resolver: Resolver,
    unwrapped: Bool = false
  ) {
    self.unwrapped = unwrapped
    for node in file.nodes(.declReferenceExpr) {
      guard let token = node.firstToken, token.text.hasSuffix(name),
        !declaration.contains(node), node.ancestor(.keyPathExpr) == nil,
        node.parent?.kind != .patternBinding  // a declared name, not a use
      else { continue }
      if token.text == "_" + name || token.text == "$" + name {
        if resolver.enclosingTypeName(of: node) == owner {
          note("\(token.text) at line \(node.location.line)")
        }
      } else if token.text == name {
        switch resolver.resolve(node) {
        case .member(let member) where member.name == name && member.containingType == owner:
          classify(node, prefix: "")
        case .unknown:
          // The index cannot tell (say, the type is declared twice in the module, once per
          // platform): inside the type's own body or extension, a name that no local binds
          // is its member.
          if resolver.enclosingTypeName(of: node) == owner,
            resolver.local(named: name, at: node) == nil
          {
            classify(node, prefix: "")
          }
        default: break
        }
      }
    }
    for node in file.nodes(.memberAccessExpr) {
      guard let access = MemberAccess(node), access.name == name, let base = access.base,
        node.ancestor(.keyPathExpr) == nil
      else { continue }
      let viaSelf = base.kind == .declReferenceExpr && base.firstToken?.kind == .kwSelf
      switch resolver.resolve(node) {
      case .member(let member) where member.name == name && member.containingType == owner:
        classify(node, prefix: viaSelf ? "self." : base.text + ".")
      case .unknown:
        if viaSelf, resolver.enclosingTypeName(of: node) == owner {
          classify(node, prefix: "self.")
        } else if !viaSelf {
          note("\(base.text).\(name) at line \(node.location.line), whose type is not known")
        }
      default: break
      }
    }
    calls.sort { $0.call.range.lowerBound < $1.call.range.lowerBound }
    dismissEnvironmentDeclared = file.nodes(.variableDecl).contains { node in
      guard let declaration = VariableDeclaration(node),
        declaration.bindings.first?.name == "dismiss",
        let attribute = declaration.header.attributes.first(where: { $0.name == "Environment" }),
        let arguments = attribute.arguments
      else { return false }
      return arguments.tokens.map(\.text).joined() == "(\\.dismiss)"
        && resolver.enclosingTypeName(of: node) == owner
    }
  }

  private static func isMember(_ resolution: Resolution, _ name: String, of owner: String)
    -> Bool
  {
    guard case .member(let member) = resolution else { return false }
    return member.name == name && member.containingType == owner
  }

  /// `use.wrappedValue.dismiss()` (`use.dismiss()` when unwrapped) or another use.
  private mutating func classify(_ use: Syntax, prefix: String) {
    if unwrapped {
      guard let member = use.parent, let access = MemberAccess(member), access.base == use,
        access.name == "dismiss", let call = member.parent, let function = FunctionCall(call),
        function.callee == member, function.arguments.isEmpty, function.trailingClosure == nil
      else {
        let name = use.parent.flatMap(MemberAccess.init).map { ".\($0.name)" } ?? ""
        return note("\(use.text)\(name) at line \(use.location.line)")
      }
      calls.append((call, prefix))
      return
    }
    guard let wrapped = use.parent, let wrappedAccess = MemberAccess(wrapped),
      wrappedAccess.base == use, wrappedAccess.name == "wrappedValue"
    else {
      return note("line \(use.location.line)")
    }
    guard let member = wrapped.parent, let memberAccess = MemberAccess(member),
      memberAccess.base == wrapped
    else {
      return note("wrappedValue at line \(use.location.line)")
    }
    guard memberAccess.name == "dismiss", let call = member.parent,
      let function = FunctionCall(call),
      function.callee == member, function.arguments.isEmpty, function.trailingClosure == nil
    else {
      return note("wrappedValue.\(memberAccess.name) at line \(use.location.line)")
    }
    calls.append((call, prefix))
  }

  private mutating func note(_ description: String) {
    if other == nil { other = description }
  }

  /// Facts for the index: `Type<TAB>name` for each name an extension mentions (bare or as
  /// `self.name`, `_name`, `$name`), for extensions of types the file does not declare.
  /// `lines` holds them one a line, a name once per mention (the index's table of lines
  /// keeps each once); a pair whose type text holds a line break (`extension A\n.B`) cannot
  /// be one line of it and is in `unsplittable`, one per value. With a `scope`, only the
  /// pairs of its names (each pair is decided by its own name).
  static func extensionNames(in file: SourceFile, scope: FactScope? = nil)
    -> (lines: String, unsplittable: [String])
  {
    var lines: [UInt8] = []
    var unsplittable: [String] = []
    let raw = file.rawTree
    // The type's bytes, made once per extension (a mention of another extension's type
    // makes them again).
    var typeBytes: [UInt8] = []
    var typeExtension: Int32 = -1
    forEachExtensionMention(in: file) { node, type, token, isReference in
      if let scope {
        let inScope =
          isReference
          ? mentions(token, raw, inScope: scope)
          : raw.textBytes(token).withUnsafeBufferPointer { scope.contains($0) }
        guard inScope else { return }
      }
      if node != typeExtension {
        typeBytes = Array(type.utf8)
        typeExtension = node
      }
      // Each name is written as `type<TAB>name<NEWLINE>` straight into `lines`; for a type
      // with a line break, the line is cut off again and kept whole in `unsplittable`.
      let start = lines.count
      lines += typeBytes
      lines.append(UInt8(ascii: "\t"))
      // Only a name starting with either byte can have the prefix, which goes.
      if isReference, let first = raw.firstByte(token),
        first == UInt8(ascii: "_") || first == UInt8(ascii: "$")
      {
        lines += Array(mentionedName(token, raw).utf8)
      } else {
        FactText.append(token, of: raw, to: &lines)
      }
      if typeBytes.contains(UInt8(ascii: "\n")) {
        unsplittable.append(String(decoding: lines[start...], as: UTF8.self))
        lines.removeSubrange(start...)
      } else {
        lines.append(UInt8(ascii: "\n"))
      }
    }
    return (String(decoding: lines, as: UTF8.self), unsplittable)
  }

  /// Every name `extensionNames` may record a pair for, as the scope compares them (a
  /// reference without its leading `_` or `$`): for a file the engine does not keep, which
  /// is then read again for its late facts only if one of them is in the scope.
  static func extensionMentionedNames(in file: SourceFile) -> FactNames {
    let raw = file.rawTree
    // The tokens first, then their texts in two calls (`FactNames.insertTexts`), read in
    // place: a generated file's extensions mention thousands of names.
    var whole: [Int32] = []
    var prefixed: [Int32] = []
    forEachExtensionMention(in: file) { _, _, token, isReference in
      if isReference, let first = raw.firstByte(token),
        first == UInt8(ascii: "_") || first == UInt8(ascii: "$")
      {
        prefixed.append(token)
      } else {
        whole.append(token)
      }
    }
    var names = FactNames()
    names.insertTexts(of: whole, of: raw)
    names.insertTexts(of: prefixed, of: raw, droppingFirstByte: true)
    return names
  }

  /// Calls `body` with the extension, the type's text, the name token and whether it is a
  /// reference (else the member of a `self.name` access) for each name an extension of a
  /// type the file does not declare mentions.
  private static func forEachExtensionMention(
    in file: SourceFile,
    _ body: (_ extension: Int32, _ type: String, _ token: Int32, _ isReference: Bool) -> Void
  ) {
    // On the raw tree: a generated file has thousands of extensions and types, and an array
    // of `Syntax` handles retains the file for each.
    let raw = file.rawTree
    let extensions = raw.nodes(.extensionDecl)
    guard !extensions.isEmpty else { return }
    var declared = Set<String>()
    for kind in [SyntaxKind.structDecl, .classDecl, .enumDecl, .actorDecl] {
      for node in raw.nodes(kind) {
        if let name = TypeDeclaration(raw.syntax(node))?.name { declared.insert(name) }
      }
    }
    for node in extensions {
      guard let type = TypeDeclaration(raw.syntax(node))?.name, !type.isEmpty,
        !declared.contains(type)
      else { continue }
      for reference in raw.nodes(.declReferenceExpr, below: node) {
        let token = raw.firstToken(reference)
        guard token >= 0, !raw.token(token, is: "self") else { continue }
        body(node, type, token, true)
      }
      for access in raw.nodes(.memberAccessExpr, below: node) {
        let base = raw.firstChild(access)
        guard base >= 0, raw.kind(base) != .genericArgumentClause,
          raw.kind(base) != .moduleSelector, raw.firstToken(base) >= 0,
          raw.tokenKind(raw.firstToken(base)) == .kwSelf
        else { continue }
        body(node, type, raw.memberNameToken(access), false)
      }
    }
  }

  /// Whether the name a reference mentions (`mentionedName`) is in `scope`, by its bytes
  /// when it is ASCII (a leading `_` or `$` is then its first byte).
  private static func mentions(_ token: Int32, _ raw: RawTree, inScope scope: FactScope) -> Bool {
    let text = raw.textBytes(token)
    guard text.allSatisfy({ $0 < 0x80 }) else {
      return scope.names.contains(mentionedName(token, raw))
    }
    var start = text.startIndex
    if let first = text.first, first == UInt8(ascii: "_") || first == UInt8(ascii: "$") {
      start += 1
    }
    return text[start...].withUnsafeBufferPointer { scope.contains($0) }
  }

  /// The name a mention writes: the token's text without a leading `_` or `$` (`_p`, `$p`
  /// mention `p`).
  private static func mentionedName(_ token: Int32, _ raw: RawTree) -> String {
    var text = String(decoding: raw.textBytes(token), as: UTF8.self)
    if text.hasPrefix("_") || text.hasPrefix("$") { text.removeFirst() }
    return text
  }
}
