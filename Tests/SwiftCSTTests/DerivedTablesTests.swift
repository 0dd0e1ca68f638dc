import SwiftCST
import TestSupport
import XCTest

/// A file kept between the engine's passes drops the tables derived from its tree and
/// rebuilds them before the next pass: the rebuilt tree must answer as a fresh parse does.
final class DerivedTablesTests: XCTestCase {
  func testRestoredTablesAnswerAsAFreshParse() throws {
    for (name, bytes) in try FuzzCorpus.sources().prefix(200) {
      let fresh = SourceFile(bytes: bytes)
      let kept = SourceFile(bytes: bytes)
      kept.dropDerivedTables()
      kept.restoreDerivedTables()
      XCTAssertEqual(outline(of: kept), outline(of: fresh), name)
      // Restoring tables that are there changes nothing.
      kept.restoreDerivedTables()
      XCTAssertEqual(outline(of: kept), outline(of: fresh), name)
    }
  }

  /// Every node's kind, parent and children, and the nodes of each kind, by index.
  private func outline(of file: SourceFile) -> [String] {
    var lines: [String] = []
    var stack = [file.root]
    while let node = stack.popLast() {
      let children = node.children
      lines.append(
        "\(node.index) \(node.kind) parent \(node.parent?.index ?? -1) children "
          + children.map { "\($0.index)" }.joined(separator: ","))
      stack += children
    }
    for kind in SyntaxKind.allCases {
      lines.append("\(kind): " + file.nodes(kind).map { "\($0.index)" }.joined(separator: ","))
    }
    return lines
  }
}
