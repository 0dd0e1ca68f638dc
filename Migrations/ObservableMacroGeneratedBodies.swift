import MigrationKit
import SwiftCST

// What observable-macro's first-pass facts read in the bodies of generated code that
// `GeneratedCodeBodies` leaves unparsed: a `_name` (a `@Published` property's storage, or a
// wrapper property's) is read where `ObservableScanner.reference(_:)` records it, and where
// `wrapperProperty(_:)` looks for it. Protocol-buffer messages write `_name` storage in every
// other body, in extensions of the structs the same file declares, where it is neither.

extension ObservableScan {
  /// The texts of a file in which every `_name` may be read: the wrappers' names, whose
  /// properties' storage is looked for in every member of their type.
  static let storageReadEverywhereTexts = wrappers.sorted()

  /// Whether a body of `file` left unparsed holds a `_name` that `reference(_:)` would
  /// record: one in a class, or in an extension of a type the file does not declare as a
  /// struct, enum or actor (see `valueTypePaths(in:)`), of a file that `mayMatter`.
  static func readsUnparsedStorage(in file: SourceFile) -> Bool {
    guard !file.unparsedBodies.isEmpty, mayMatter(file) else { return false }
    let raw = file.rawTree
    var valueTypes: Set<String>?
    // The extensions already found to extend one of them (most bodies are in a few).
    var ownExtensions: Set<Int32> = []
    for body in file.unparsedBodies where holdsStorageName(body, raw) {
      let owner = innermostTypeOrExtension(of: body, raw)
      guard owner >= 0 else { continue }
      switch raw.kind(owner) {
      case .classDecl: return true
      case .extensionDecl where !ownExtensions.contains(owner):
        let types = valueTypes ?? valueTypePaths(in: file)
        valueTypes = types
        if let path = Resolver.enclosingTypePath(of: raw.syntax(body)), !types.contains(path) {
          return true
        }
        ownExtensions.insert(owner)
      default: continue
      }
    }
    return false
  }

  /// The innermost class, extension, struct, enum or actor around `node` (-1 for none): the
  /// declaration `ObservableScanner.isInClassOrExtension` asks about.
  static func innermostTypeOrExtension(of node: Int32, _ raw: RawTree) -> Int32 {
    var current = raw.parent(node)
    while current >= 0 {
      switch raw.kind(current) {
      case .classDecl, .extensionDecl, .structDecl, .enumDecl, .actorDecl: return current
      default: current = raw.parent(current)
      }
    }
    return -1
  }

  /// The paths (`Resolver.enclosingTypePath`) of the structs, enums and actors `file`
  /// declares. A `_name` in an extension of one of them is no class's storage: in its module
  /// the path names that value type and nothing else.
  static func valueTypePaths(in file: SourceFile) -> Set<String> {
    let raw = file.rawTree
    var paths: Set<String> = []
    for kind in [SyntaxKind.structDecl, .enumDecl, .actorDecl] {
      for node in raw.nodes(kind) {
        let members = raw.child(node, .memberBlock)
        guard members >= 0, let path = Resolver.enclosingTypePath(of: raw.syntax(members)) else {
          continue
        }
        paths.insert(path)
      }
    }
    return paths
  }

  /// Whether a body has an identifier `_name` (longer than `_`), read in place.
  private static func holdsStorageName(_ body: Int32, _ raw: RawTree) -> Bool {
    let tokens = raw.tokens(body)
    return raw.file.bytes.withUnsafeBufferPointer { bytes in
      raw.withTokenKinds { kinds in
        tokens.contains { token in
          guard kinds[Int(token)] == .identifier else { return false }
          let start = raw.textStart(token)
          return bytes[start] == UInt8(ascii: "_") && raw.textEnd(token) - start > 1
        }
      }
    }
  }
}
