import SwiftCST
import XCTest

@testable import MigrationKit

/// A private or fileprivate type (a type nested in one, an extension of either) is seen
/// from its own file only: three files' `private struct Editor` are three types, and a
/// question asked from a file is answered with the types that file sees.
final class FilePrivateTypeIdentityTests: XCTestCase {
  private let account = """
    private struct Editor: View {
      @Environment(\\.presentationMode) private var presentationMode
      var body: some View { Text("") }
    }
    extension Editor {
      final class Model: ObservableObject {
        @Published var title = ""
      }
      func save() {}
    }
    """
  private let domain = """
    fileprivate struct Editor: View {
      @Environment(\\.dismiss) private var dismiss
      var body: some View { Text("") }
    }
    extension Editor {
      final class Model {
        var error: String?
      }
    }
    """
  private let alias = """
    private enum Editor {
      static func dismiss() {}
    }
    private extension Palette {
      struct Shade { var depth = 0 }
      struct Tint { var hue = 0 }
    }
    """
  private let other = """
    struct Palette {}
    extension Palette {
      struct Shade { var width = 0 }
    }
    struct Screen: View {
      var body: some View { Text("") }
    }
    """

  private func index(path: String?) -> SemanticIndex {
    SemanticIndex(
      files: [
        ("Account.swift", account), ("Alias.swift", alias), ("Domain.swift", domain),
        ("Other.swift", other),
      ].map { FileDeclarations(file: SourceFile(text: $0.1), path: $0.0) }, path: path)
  }

  func testEachFileSeesItsOwnFilePrivateTypeAndItsMembers() {
    let account = index(path: "Account.swift")
    let domain = index(path: "Domain.swift")
    let alias = index(path: "Alias.swift")
    XCTAssertEqual(account.type(named: "Editor")?.kind, .struct)
    XCTAssertEqual(account.type(named: "Editor")?.access, .private)
    XCTAssertEqual(domain.type(named: "Editor")?.access, .fileprivate)
    XCTAssertEqual(alias.type(named: "Editor")?.kind, .enum)
    XCTAssertEqual(account.members(named: "dismiss", in: "Editor").map(\.name), [])
    XCTAssertEqual(domain.members(named: "dismiss", in: "Editor").map(\.path), ["Domain.swift"])
    XCTAssertEqual(alias.members(named: "dismiss", in: "Editor").map(\.path), ["Alias.swift"])
    XCTAssertEqual(
      account.members(of: "Editor").map(\.name), ["presentationMode", "body", "save"])
    XCTAssertTrue(account.conforms("Editor", to: "View"))
    XCTAssertFalse(alias.conforms("Editor", to: "View"))
    XCTAssertEqual(
      account.lookUpType(named: "Editor", inside: nil), .declared(qualifiedName: "Editor"))
    XCTAssertEqual(
      alias.lookUpType(named: "Editor", inside: "Palette.Shade"),
      .declared(qualifiedName: "Editor"))
  }

  func testAnotherFileSeesNone() {
    let other = index(path: "Other.swift")
    XCTAssertNil(other.type(named: "Editor"))
    XCTAssertNil(other.type(named: "Editor", inside: "Screen"))
    XCTAssertEqual(other.lookUpType(named: "Editor", inside: nil), .undeclared)
    XCTAssertEqual(other.members(named: "dismiss", in: "Editor"), [])
    XCTAssertEqual(other.members(of: "Editor.Model"), [])
    XCTAssertFalse(other.conforms("Editor", to: "View"))
  }

  func testWithoutTheAskingFileEveryDeclarationCountsAsBefore() {
    let pathless = index(path: nil)
    XCTAssertNil(pathless.type(named: "Editor"))
    XCTAssertEqual(
      pathless.lookUpType(named: "Editor", inside: nil), .ambiguous(qualifiedName: "Editor"))
    XCTAssertEqual(
      pathless.members(named: "dismiss", in: "Editor").map(\.path), ["Alias.swift", "Domain.swift"])
  }

  func testTypesNestedInAFilePrivateTypeAreItsFilesOwn() {
    let account = index(path: "Account.swift")
    let domain = index(path: "Domain.swift")
    XCTAssertEqual(
      account.lookUpType(named: "Model", inside: "Editor"),
      .declared(qualifiedName: "Editor.Model"))
    XCTAssertEqual(
      domain.lookUpType(named: "Model", inside: "Editor"), .declared(qualifiedName: "Editor.Model"))
    XCTAssertEqual(
      account.type(named: "Model", inside: "Editor")?.inheritance, ["ObservableObject"])
    XCTAssertEqual(domain.type(named: "Model", inside: "Editor")?.inheritance, [])
    XCTAssertEqual(account.members(of: "Editor.Model").map(\.name), ["title"])
    XCTAssertEqual(domain.members(of: "Editor.Model").map(\.name), ["error"])
    XCTAssertEqual(
      index(path: "Alias.swift").lookUpType(named: "Editor.Model", inside: nil), .undeclared)
  }

  func testATypeNestedInAPrivateExtensionIsItsFilesOwn() {
    let alias = index(path: "Alias.swift")
    let other = index(path: "Other.swift")
    XCTAssertEqual(alias.type(named: "Palette.Tint")?.access, .fileprivate)
    XCTAssertEqual(alias.members(of: "Palette.Tint").map(\.name), ["hue"])
    XCTAssertNil(other.type(named: "Palette.Tint"))
    XCTAssertEqual(other.lookUpType(named: "Tint", inside: "Palette"), .undeclared)
    // Beside another file's internal `Palette.Shade`: ambiguous where both are seen.
    XCTAssertEqual(
      alias.lookUpType(named: "Shade", inside: "Palette"),
      .ambiguous(qualifiedName: "Palette.Shade"))
    XCTAssertEqual(other.type(named: "Palette.Shade")?.access, .internal)
    XCTAssertEqual(other.members(of: "Palette.Shade").map(\.name), ["width"])
    XCTAssertEqual(
      other.lookUpType(named: "Shade", inside: "Palette"), .declared(qualifiedName: "Palette.Shade")
    )
  }

  func testAFilePrivateTypeBesideAnInternalOneOfItsNameIsAmbiguousInItsFile() {
    let files = [
      ("A.swift", "private struct Row { var a = 0 }\nextension Row { var b: Int { 0 } }"),
      ("B.swift", "struct Row { var c = 0 }"),
      ("C.swift", "extension Row { var d: Int { 0 } }"),
    ].map { FileDeclarations(file: SourceFile(text: $0.1), path: $0.0) }
    let fromA = SemanticIndex(files: files, path: "A.swift")
    XCTAssertNil(fromA.type(named: "Row"))
    XCTAssertEqual(fromA.lookUpType(named: "Row", inside: nil), .ambiguous(qualifiedName: "Row"))
    XCTAssertEqual(fromA.members(of: "Row").map(\.name), ["a", "b"])
    let fromC = SemanticIndex(files: files, path: "C.swift")
    XCTAssertEqual(fromC.type(named: "Row")?.kind, .struct)
    XCTAssertEqual(fromC.lookUpType(named: "Row", inside: nil), .declared(qualifiedName: "Row"))
    XCTAssertEqual(fromC.members(of: "Row").map(\.name), ["c", "d"])
  }

  func testSeenFromAnotherFileAsksAsThatFile() {
    let other = index(path: "Other.swift")
    XCTAssertNil(other.type(named: "Editor"))
    let domain = other.seen(fromFileAt: "Domain.swift")
    XCTAssertEqual(domain.path, "Domain.swift")
    XCTAssertEqual(domain.members(named: "dismiss", in: "Editor").map(\.path), ["Domain.swift"])
  }

  /// A view another file builds is looked up as that file sees it: its own private `Badge`,
  /// and through it the views that one builds; another file's `Badge` is another type.
  func testTypesBuiltFollowNamesAsTheFileWritingThemSeesThem() throws {
    let screen = SourceFile(
      text: "struct Screen: View {\n  var body: some View { VStack { Card() } }\n}")
    let texts = [
      (
        "Card.swift",
        "struct Card: View { var body: some View { Badge() } }\n"
          + "private struct Badge: View { var body: some View { Dot() } }"
      ),
      ("Dot.swift", "struct Dot: View { var body: some View { Text(\"\") } }"),
      (
        "Other.swift",
        "private struct Badge: View { var body: some View { Ring() } }\n"
          + "struct Ring: View { var body: some View { Text(\"\") } }"
      ),
    ]
    let index = SemanticIndex(
      files: [FileDeclarations(file: screen, path: "Screen.swift")]
        + texts.map { FileDeclarations(file: SourceFile(text: $0.1), path: $0.0) },
      path: "Screen.swift")
    let body = try XCTUnwrap(screen.nodes(.functionCallExpr).first { $0.text.hasPrefix("VStack") })
    let built = Resolver(file: screen, index: index).typesBuilt(by: body)
    XCTAssertEqual(built.types.map(\.name), ["Card", "Badge", "Dot"])
    XCTAssertEqual(built.indexes.map(\.path), ["Screen.swift", "Card.swift", "Card.swift"])
    XCTAssertEqual(built.indexes[1].members(of: "Badge").map(\.path), ["Card.swift"])
    XCTAssertNil(index.type(named: "Badge"))
  }
}
