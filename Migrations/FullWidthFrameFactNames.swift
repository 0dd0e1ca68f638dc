import MigrationKit
import SwiftCST

// MARK: - Names of the late facts

/// The names a file's late facts could be about (see FullWidthFrameAcrossFiles.swift): read
/// from every file the engine does not keep, so by token kinds and bytes.
extension FullWidthFrame {
  /// The names of the types the file declares and of its members that may build views (a
  /// superset of the names its late facts are about: a member with view arity is a
  /// `@ViewBuilder` one, a `body`, or one whose written type is Text, Image or ends in
  /// `View`; a type's `body` goes by the type's name).
  public func lateFactNames(in file: SourceFile) -> FactNames? {
    var names = FactNames()
    // Kinds from the raw tree: a Token per token of every file not kept cost 50 M; and
    // names compared and added as bytes, a String made only for a non-ASCII one.
    let tree = file.rawTree
    let count = file.tokenCount
    var builder = false
    // Type names count only in a file that declares a `body` (generated code declares
    // many types and no views): their tokens, added at the end.
    var typeNames: [Int32] = []
    var hasBody = false
    var position = 0
    // The kinds as a buffer (`tokenKind(_:)` reads each through the file).
    file.bytes.withUnsafeBufferPointer { bytes in
      tree.withTokenKinds { kinds in
        func text(_ token: Int32) -> UnsafeBufferPointer<UInt8> {
          UnsafeBufferPointer(rebasing: bytes[tree.textStart(token)..<tree.textEnd(token)])
        }
        func isIdentifier(_ position: Int) -> Bool {
          position < count && kinds[position] == .identifier
        }
        while position < count {
          let kind = kinds[position]
          position += 1
          switch kind {
          case .kwStruct, .kwClass, .kwEnum:
            if isIdentifier(position) { typeNames.append(Int32(position)) }
          case .kwExtension:
            // `extension Outer.Row`: each name of the path.
            while isIdentifier(position) {
              typeNames.append(Int32(position))
              guard position + 1 < count, kinds[position + 1] == .period else {
                break
              }
              position += 2
            }
          case .kwFunc, .kwVar, .kwLet:
            guard isIdentifier(position) else { continue }
            let isBody = tree.token(Int32(position), is: "body")
            if isBody { hasBody = true }
            if builder || isBody || Self.headerNamesAView(after: position, tree, kinds, bytes) {
              names.insert(text(Int32(position)))
            }
            builder = false
          case .atSign:
            if position < count, tree.token(Int32(position), is: "ViewBuilder") { builder = true }
          default: break
          }
        }
        if hasBody { for token in typeNames { names.insert(text(token)) } }
      }
    }
    return names
  }

  /// Whether the declaration from `start` (its name) has a body and a type that may name a
  /// view: the last token before the body's `{` (or before a `where` clause) is a name
  /// that is Text or Image or ends in `View`. `DeclarationScanner.buildsViews` asks the
  /// text of the written type, which ends with that token, and only a member with a body
  /// (a getter, a function's) gets a view arity: a stored property (its header ends at
  /// `=` or at the next declaration) puts no line in the late facts. Generated code
  /// writes many types such as `Anytype_Event.Block.Set.Text.Style`, whose `Text` made
  /// every such file be read again.
  private static func headerNamesAView(
    after start: Int, _ tree: RawTree, _ kinds: UnsafeBufferPointer<TokenKind>,
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    func namesAView(at position: Int) -> Bool {
      guard position > start, kinds[position] == .identifier else { return false }
      let token = Int32(position)
      // `Event.Text` is not `Text` (the whole text is compared), but `Event.View` ends in `View`.
      return Self.namesAView(
        UnsafeBufferPointer(rebasing: bytes[tree.textStart(token)..<tree.textEnd(token)]),
        qualified: kinds[position - 1] == .period)
    }
    var depth = 0
    var position = start + 1
    // The token before the first `where` at depth 0 (the end of a function's result type).
    var beforeWhere = -1
    while position < kinds.count {
      switch kinds[position] {
      case .leftParen, .leftSquare: depth += 1
      case .rightParen, .rightSquare: depth -= 1
      case .kwWhere: if depth <= 0 && beforeWhere < 0 { beforeWhere = position - 1 }
      case .leftBrace:
        if depth <= 0 {
          return namesAView(at: position - 1) || (beforeWhere >= 0 && namesAView(at: beforeWhere))
        }
      case .rightBrace, .equal, .endOfFile: if depth <= 0 { return false }
      case .kwVar, .kwLet, .kwFunc, .kwStruct, .kwClass, .kwEnum, .kwExtension, .kwInit:
        if depth <= 0 { return false }
      default: break
      }
      position += 1
    }
    return false
  }

  /// `text.hasSuffix("View") || text == "Text" || text == "Image"` of the token's text (the
  /// last two only when no `.` is before it), by its bytes when they are ASCII (these names
  /// are equal to no other bytes).
  private static func namesAView(_ text: UnsafeBufferPointer<UInt8>, qualified: Bool) -> Bool {
    guard text.allSatisfy({ $0 < 0x80 }) else {
      let string = String(decoding: text, as: UTF8.self)
      return string.hasSuffix("View") || (!qualified && (string == "Text" || string == "Image"))
    }
    let view: StaticString = "View"
    if text.count >= 4,
      view.withUTF8Buffer({
        UnsafeBufferPointer(rebasing: text[(text.count - 4)...]).elementsEqual($0)
      })
    {
      return true
    }
    guard !qualified else { return false }
    let textName: StaticString = "Text"
    let image: StaticString = "Image"
    return textName.withUTF8Buffer { text.elementsEqual($0) }
      || image.withUTF8Buffer { text.elementsEqual($0) }
  }
}
