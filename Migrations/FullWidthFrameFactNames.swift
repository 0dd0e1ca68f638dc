import MigrationKit
import SwiftCST

// MARK: - Names of the late facts

/// The names a file's late facts could be about (see FullWidthFrameAcrossFiles.swift): read
/// from every file the engine does not keep, so by token kinds and bytes.
extension FullWidthFrame {
  /// The scope's entries its late facts could ask of the members that may build views (a
  /// member with view arity is a `@ViewBuilder` one, a `body`, or one whose written type is
  /// Text, Image or ends in `View`): `SizingFacts.facts` sizes a member only along an axis
  /// the scope holds `scoped(name, along: axis, owner:)` for, with no owner or with the last
  /// name of its type ("" at the top level), and a type's `body` also for
  /// `scoped(type, along: axis, owner: nil)`. The scope's owners are names (an identifier
  /// after `struct`, `class`, `enum`, `actor` or `extension`), and a member's type is a
  /// declaration around it: every identifier of the headers of the type declarations
  /// around the member stands for its owner and its type, a superset. The plain names
  /// alone met the scope wherever a member shared a name with any view beside a Spacer (a
  /// generated file's `var view: Dataview.View`, `enum Text` beside a `func body`).
  public func lateFactNames(in file: SourceFile) -> FactNames? {
    // Kinds from the raw tree: a Token per token of every file not kept cost 50 M; and
    // names compared and added as bytes, a String made only for a non-ASCII one.
    let tree = file.rawTree
    let count = file.tokenCount
    var builder = false
    // The name tokens of the members that may build views.
    var members: [Int32] = []
    var position = 0
    // The kinds as a buffer (`tokenKind(_:)` reads each through the file).
    file.bytes.withUnsafeBufferPointer { bytes in
      tree.withTokenKinds { kinds in
        func isIdentifier(_ position: Int) -> Bool {
          position < count && kinds[position] == .identifier
        }
        while position < count {
          let kind = kinds[position]
          position += 1
          switch kind {
          case .kwFunc, .kwVar, .kwLet:
            guard isIdentifier(position) else { continue }
            if builder || tree.token(Int32(position), is: "body")
              || Self.headerNamesAView(after: position, tree, kinds, bytes)
            {
              members.append(Int32(position))
            }
            builder = false
          case .atSign:
            if position < count, tree.token(Int32(position), is: "ViewBuilder") { builder = true }
          default: break
          }
        }
      }
    }
    var names = FactNames()
    guard !members.isEmpty else { return names }
    let declarations = [
      SyntaxKind.structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
    ].flatMap { tree.nodes($0) }
    var entry: [UInt8] = []
    file.bytes.withUnsafeBufferPointer { bytes in
      func text(_ token: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[tree.textStart(token)..<tree.textEnd(token)])
      }
      // `scoped(name, along: axis, owner:)` for both axes, by bytes.
      func insertScoped(_ name: Int32, owner: Int32?) {
        for axis in [UInt8(ascii: "h"), UInt8(ascii: "v")] {
          entry.removeAll(keepingCapacity: true)
          entry.append(contentsOf: text(name))
          entry.append(1)
          entry.append(axis)
          if let owner {
            entry.append(2)
            if owner >= 0 { entry.append(contentsOf: text(owner)) }
          }
          entry.withUnsafeBufferPointer { names.insert($0) }
        }
      }
      for member in members {
        // No owner, and the top level's ("").
        insertScoped(member, owner: nil)
        insertScoped(member, owner: -1)
        let isBody = tree.token(member, is: "body")
        for declaration in declarations where tree.tokens(declaration).contains(member) {
          // The header: up to the member block (the whole declaration without one).
          let tokens = tree.tokens(declaration)
          let block = tree.child(declaration, .memberBlock)
          let blockStart = block >= 0 ? tree.firstToken(block) : -1
          let header =
            tokens.lowerBound..<(blockStart >= tokens.lowerBound ? blockStart : tokens.upperBound)
          for token in header where tree.tokenKind(token) == .identifier {
            insertScoped(member, owner: token)
            if isBody { insertScoped(token, owner: nil) }
          }
        }
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
