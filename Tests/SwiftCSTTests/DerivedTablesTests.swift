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

  /// The links are what the nodes' ranges say: a node's parent is the nearest later node
  /// whose descendants hold it (none for a top-level node), its children are the nodes
  /// whose parent it is, in order, and the nodes of each kind are those of that kind.
  func testLinksFollowTheNodeRanges() throws {
    for (name, bytes) in try FuzzCorpus.sources().prefix(60) {
      let file = SourceFile(bytes: bytes)
      let tree = file.rawTree
      let count = Int32(file.nodeCount)
      // The first node (in post-order) whose descendants hold a node is its nearest.
      var parents = [Int32](repeating: -1, count: Int(count))
      for node in 0..<count {
        for inside in tree.descendants(node) where parents[Int(inside)] < 0 {
          parents[Int(inside)] = node
        }
      }
      var children = [[Int32]](repeating: [], count: Int(count))
      var byKind: [SyntaxKind: [Int32]] = [:]
      for node in 0..<count {
        let expected = parents[Int(node)]
        XCTAssertEqual(tree.parent(node), expected, "\(name) node \(node)")
        if expected >= 0 { children[Int(expected)].append(node) }
        byKind[tree.kind(node), default: []].append(node)
      }
      var top: [Int32] = []
      for node in 0..<count where tree.parent(node) < 0 { top.append(node) }
      for node in 0..<count {
        var found: [Int32] = []
        var child = tree.firstChild(node)
        while child >= 0 {
          found.append(child)
          child = tree.nextSibling(child)
        }
        XCTAssertEqual(found, children[Int(node)], "\(name) node \(node)")
      }
      for node in top { XCTAssertEqual(tree.nextSibling(node), -1, "\(name) node \(node)") }
      for kind in SyntaxKind.allCases {
        XCTAssertEqual(Array(tree.nodes(kind)), byKind[kind] ?? [], "\(name) \(kind)")
      }
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
