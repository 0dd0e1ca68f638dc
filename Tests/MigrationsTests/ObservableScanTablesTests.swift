import MigrationKit
import SwiftCST
import XCTest

@testable import Migrations

/// The per-file helpers of the observable-macro scan answer as what they stand for does.
final class ObservableScanTablesTests: XCTestCase {
  /// Every offset of files with LF, CRLF and lone CR line ends, asked in order, in reverse,
  /// and at random (past the byte budget, where the file's table answers): the line
  /// `SourceFile.location(of:)` gives.
  func testLineCounterGivesTheLinesOfLocation() {
    let texts = [
      "", "a", "\n", "\r", "\r\n", "\n\n", "\r\r", "\r\n\r\n", "\n\r", "a\r",
      "class A {\n  var x = 1\r\n  var y = 2\r}\r\n\rstruct B {}\n",
      "let a = 1\r\n\n\r\r\nlet b = 2\r",
    ]
    var generator = SystemRandomNumberGenerator()
    for text in texts {
      let file = SourceFile(text: text)
      let offsets = Array(-1...(file.bytes.count + 1))
      let orders = [offsets, offsets.reversed(), offsets.shuffled(using: &generator)]
      for order in orders {
        let counter = LineCounter(file)
        for offset in order {
          XCTAssertEqual(
            counter.line(at: offset), file.location(of: offset).line,
            "\(text.debugDescription) at \(offset)")
        }
      }
    }
  }

  func testLineCounterCountsAfterLFAndLoneCROnly() {
    let bytes = Array("a\r\nb\rc\nd".utf8)
    XCTAssertEqual(LineCounter.lineStarts(in: bytes, from: 0, to: bytes.count), 3)
    // Up to the CR of a CRLF: its line starts after the LF.
    XCTAssertEqual(LineCounter.lineStarts(in: bytes, from: 0, to: 2), 0)
    XCTAssertEqual(LineCounter.lineStarts(in: bytes, from: 0, to: 3), 1)
    XCTAssertEqual(LineCounter.lineStarts(in: bytes, from: 3, to: 3), 0)
    XCTAssertEqual(LineCounter.lineStarts(in: bytes, from: 3, to: 6), 1)
  }

  /// For every node of nested types, extensions and protocols: `Resolver.enclosingTypePath`.
  func testTypePathsAnswerAsTheResolver() {
    let file = SourceFile(
      text: """
        struct Outer {
          class Inner: ObservableObject {
            @Published var a = 1
            func f() { _ = $a; let _x = 2 }
          }
          enum E { case one }
        }
        extension Outer.Inner {
          func g() { objectWillChange.send() }
          struct Deep { var y = 0 }
        }
        extension SwiftUI.View { func h() {} }
        protocol P { var p: Int { get } }
        let top = 1
        """)
    let paths = TypePaths()
    var seen: Set<String?> = []
    for node in [file.root] + file.root.descendants {
      let expected = Resolver.enclosingTypePath(of: node)
      XCTAssertEqual(paths.path(of: node), expected, "\(node)")
      seen.insert(expected)
    }
    // Every kind of scope was asked.
    for path in [nil, "Outer", "Outer.Inner", "Outer.E", "Outer.Inner.Deep", "View", "P"] {
      XCTAssertTrue(seen.contains(path), "\(path ?? "nil")")
    }
  }
}
