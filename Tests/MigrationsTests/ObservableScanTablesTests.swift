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

  /// The one pass of `mayFind` answers as the four byte questions it stands for, on texts
  /// with the names at the ends, cut short, next to `Object`s of other names and alone.
  func testClassOrUseTestAnswersAsTheFourByteQuestions() {
    let texts = [
      "", "j", "Object", "bject", "ObservableObject", "bservableObject", "ObservableObjec",
      "StateObject", "tateObject", "ObservedObject", "EnvironmentObject", "nvironmentObject",
      "NSObject AnyObject ObjectIdentifier", "let o: AnyObject; @StateObject var m = M()",
      "class M: NSObject, ObservableObject {}", "// EnvironmentObject", "StateObjec t",
      "ObjectObject", "StateStateObject", "jjjObjectj", "@ObservedObject var m: M\n",
    ]
    for text in texts {
      let file = SourceFile(text: text)
      let four = ["ObservableObject", "StateObject", "ObservedObject", "EnvironmentObject"]
        .contains(where: file.containsBytes)
      XCTAssertEqual(ObservableScan.spellsClassOrUse(file.bytes), four, text.debugDescription)
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

  func testCommaSeparatedSplitsAsCharacterSplitDoes() {
    let texts = [
      "", ",", ",,", "a", "a,b", "a,,b,", ",a", "Store,Identifiable", "é,ñ", "a,\u{301}b",
      "a\r\n,b", "漢字,e\u{301}",
    ]
    for text in texts {
      XCTAssertEqual(
        ObservableVerdicts.commaSeparated(text), text.split(separator: ",").map(String.init),
        text.debugDescription)
    }
  }

  /// The query blockers of a run by the published name they need (in their order), and
  /// those that need none; a blocker of every class that requires a protocol is listed
  /// with it.
  func testQueryBlockersAreListedByTheNameTheyNeed() {
    let value = [
      "B\t-\t3\tthe publisher $a is used\ta\tModel shared\t\t\t",
      "B\t-\t4\tobjectWillChange is used\t\tModel shared\t\t\t",
      "B\t-\t5\tthe publisher $b is used\tb\tStore current\t\t\t",
      "B\t-\t6\tthe publisher $a is used\ta\tStore current\t\t\t",
      "B\t-\t7\tno query\t\t\t\t\t",
      "B\t-\t8\ta constraint\t\t\t\tCheckable,Named\t",
    ].joined(separator: "\n")
    let verdicts = ObservableVerdicts(
      facts: [ProjectFact(key: ObservableVerdicts.key, value: value, path: "A.swift")])
    XCTAssertEqual(verdicts.queryBlockers.map(\.place.line), [3, 4, 5, 6])
    XCTAssertEqual(verdicts.queryBlockersOfAnyClass, [1])
    XCTAssertEqual(verdicts.queryBlockersByPublished, ["a": [0, 3], "b": [2]])
    XCTAssertEqual(verdicts.conformanceBlockers.map(\.place.line), [8])
    XCTAssertEqual(verdicts.conformanceBlockers.map(\.requires), [["Checkable", "Named"]])
  }

  /// A fact's lines written field by field: the text of the lines joined by tabs and
  /// newlines, numbers as `String(_:)` writes them, past the first buffer's size too.
  func testFactLinesWriteWhatJoiningWrites() {
    let numbers = [0, 7, 10, -12, 1_000_000, Int.max, Int.min]
    let texts = ["", "Model", "é\u{301}", "漢字", String(repeating: "x", count: 700)]
    var lines = ObservableVerdicts.FactLines()
    var expected: [String] = []
    for number in numbers {
      lines.line("B")
      lines.field(number)
      expected.append("B\t\(number)")
    }
    for text in texts {
      lines.line("S")
      lines.field(text)
      lines.field(joining: [text, "A", text])
      lines.field(joining: [])
      expected.append("S\t\(text)\t\([text, "A", text].joined(separator: ","))\t")
    }
    XCTAssertEqual(lines.finish(), expected.joined(separator: "\n"))
    var empty = ObservableVerdicts.FactLines()
    XCTAssertTrue(empty.isEmpty)
    XCTAssertEqual(empty.finish(), "")
  }
}
