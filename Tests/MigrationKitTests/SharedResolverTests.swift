import SwiftCST
import XCTest

@testable import MigrationKit

/// `MigrationContext.resolver(for:)`: one resolver per file and index, shared by the
/// migrations of a pass, so what one works out the next one finds in its caches.
final class SharedResolverTests: XCTestCase {
  private func context(_ index: ProjectIndex = ProjectIndex(), path: String = "A.swift")
    -> MigrationContext
  {
    MigrationContext(
      path: path, deploymentTargets: DeploymentTargets(), index: index, style: SourceStyle())
  }

  func testTheSameFileGetsTheSameResolverFromEveryCopyOfTheContext() {
    let file = SourceFile(text: "struct A { var body: some View { Text(\"a\") } }\n")
    let context = context()
    let copy = context
    let first = context.resolver(for: file)
    XCTAssertTrue(first.cache === context.resolver(for: file).cache)
    XCTAssertTrue(first.cache === copy.resolver(for: file).cache)
    XCTAssertTrue(first.expressions === copy.resolver(for: file).expressions)
  }

  func testAnotherFileOrIndexGetsItsOwnResolver() {
    let file = SourceFile(text: "let a = 1\n")
    let changed = SourceFile(text: "let a = 2\n")
    let context = context()
    let first = context.resolver(for: file)
    let second = context.resolver(for: changed)
    XCTAssertTrue(second.file === changed)
    XCTAssertFalse(first.cache === second.cache)
    // Another index (the next pass's, or a context made for another file) is not the first's.
    let other = self.context(ProjectIndex(), path: "B.swift")
    XCTAssertFalse(other.resolver(for: changed).cache === second.cache)
    XCTAssertEqual(other.resolver(for: changed).path, "B.swift")
  }

  func testASharedResolverAnswersAsANewOne() throws {
    let source = """
      struct Row { let title: String }
      struct Card {
        let row = Row(title: "a")
        var heading: String { row.title }
      }

      """
    let file = SourceFile(text: source)
    let index = ProjectIndex(
      declarations: [FileDeclarations(file: file, path: "A.swift")])
    let context = context(index)
    let access = try XCTUnwrap(file.nodes(.memberAccessExpr).first { $0.text == "row.title" })
    let fresh = Resolver(file: file, index: context.semantic, path: context.path)
    let shared = context.resolver(for: file)
    XCTAssertEqual(shared.type(of: access), fresh.type(of: access))
    XCTAssertEqual(context.resolver(for: file).type(of: access)?.name, "String")
  }
}
