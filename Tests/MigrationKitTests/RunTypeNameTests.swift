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
}
