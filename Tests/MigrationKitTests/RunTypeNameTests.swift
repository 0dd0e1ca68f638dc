import MigrationKit
import SwiftCST
import XCTest

/// `Resolver.declaresType(named:at:)`: a type the run declares under a SwiftUI view's name
/// is the run's; a type the run only extends is not.
final class RunTypeNameTests: XCTestCase {
  private let file = SourceFile(
    text: """
      struct Label: View {
        var body: some View { Text("a") }
      }
      extension Text {
        func caption() -> Text { self }
      }
      struct Screen: View {
        struct Toggle: View {
          var body: some View { Text("b") }
        }
        var body: some View {
          VStack { Label(); Text("c"); Toggle(); Image("d") }
        }
      }
      struct Other: View {
        var body: some View { Toggle("e", isOn: .constant(true)) }
      }
      """)

  private func answer(_ name: String, inside type: String) -> Bool {
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "Screen.swift")])
    let resolver = Resolver(file: file, index: index)
    let node = file.nodes(.declReferenceExpr).first {
      $0.text == name && resolver.enclosingTypeName(of: $0) == type
    }!
    return resolver.declaresType(named: name, at: node)
  }

  func testDeclaredTypesAreTheRunsExtendedOnesAreNot() {
    XCTAssertTrue(answer("Label", inside: "Screen"))
    XCTAssertFalse(answer("Text", inside: "Screen"))
    XCTAssertTrue(answer("Toggle", inside: "Screen"))
    XCTAssertFalse(answer("Image", inside: "Screen"))
    // Screen.Toggle is not in scope in Other.
    XCTAssertFalse(answer("Toggle", inside: "Other"))
  }

  /// By the enclosing type's name, as a member of another file is known.
  func testByTheEnclosingTypesName() {
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "Screen.swift")])
    let resolver = Resolver(file: file, index: index)
    XCTAssertTrue(resolver.declaresType(named: "Toggle", inside: "Screen"))
    XCTAssertFalse(resolver.declaresType(named: "Toggle", inside: "Other"))
    XCTAssertTrue(resolver.declaresType(named: "Label", inside: nil))
    XCTAssertFalse(resolver.declaresType(named: "Text", inside: nil))
  }

  /// A name written in a member of another file is looked up as that file sees the run:
  /// its own private `Label` is a type of the run there, though the asking file sees none.
  func testAsTheFileOfTheMemberSeesTheRun() throws {
    let fields = SourceFile(
      text: """
        private struct Label: View { var body: some View { TextField("", text: .constant("")) } }
        struct NameField: View { var body: some View { Label() } }
        """)
    let screen = SourceFile(text: "struct Screen: View { var body: some View { NameField() } }")
    let index = SemanticIndex(
      files: [
        FileDeclarations(file: fields, path: "Fields.swift"),
        FileDeclarations(file: screen, path: "Screen.swift"),
      ], path: "Screen.swift")
    let resolver = Resolver(file: screen, index: index, path: "Screen.swift")
    let body = try XCTUnwrap(index.members(named: "body", in: "NameField").first)
    XCTAssertTrue(resolver.declaresType(named: "Label", writtenIn: body))
    XCTAssertFalse(resolver.declaresType(named: "Label", inside: "NameField"))
  }

  /// A file two modules compile (an app's and its widget's): extensions of Text that differ
  /// between them leave Text SwiftUI's (a type only extended, in both, whose members are
  /// each module's own); a Label either module declares is the run's.
  func testModulesWhoseExtensionsDifferDoNotDeclareTheType() {
    let app = SourceFile(text: "extension Text {\n  func title() -> Text { bold() }\n}\n")
    let widget = SourceFile(
      text: """
        extension Text {
          func small() -> Text { font(.caption) }
        }
        struct Label: View {
          var body: some View { Color.red }
        }
        """)
    let index = SemanticIndex(files: [
      FileDeclarations(file: app, path: "App/Text+Title.swift", module: "App"),
      FileDeclarations(file: widget, path: "Widget/Text+Small.swift", module: "Widget"),
    ]).seen(from: "App", alsoCompiledBy: ["Widget"])
    XCTAssertEqual(index.type(named: "Text")?.kind, .extension)
    XCTAssertEqual(index.members(named: "title", in: "Text").count, 0)
    XCTAssertFalse(index.declaresType(named: "Text", inside: nil))
    XCTAssertTrue(index.declaresType(named: "Label", inside: nil))
    XCTAssertFalse(index.declaresType(named: "Image", inside: nil))
  }
}
