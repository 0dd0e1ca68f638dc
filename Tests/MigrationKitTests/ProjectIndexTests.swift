import SwiftCST
import XCTest

@testable import MigrationKit

final class ProjectIndexTests: XCTestCase {
  private let facts = [
    ProjectFact(key: "m.names", value: "b", path: "B.swift"),
    ProjectFact(key: "m.names", value: "a", path: "A.swift"),
    ProjectFact(key: "m.names", value: "b", path: "C.swift"),
    ProjectFact(key: "m.other", value: "x", path: "A.swift"),
  ]

  func testLookUps() {
    let index = ProjectIndex(facts: facts)
    XCTAssertEqual(index.facts(forKey: "m.names").map(\.path), ["B.swift", "A.swift", "C.swift"])
    XCTAssertEqual(index.values(forKey: "m.names"), ["b", "a", "b"])
    XCTAssertEqual(index.valueSet(forKey: "m.names"), ["a", "b"])
    XCTAssertTrue(index.contains("m.names", "a"))
    XCTAssertFalse(index.contains("m.names", "x"))
    XCTAssertTrue(index.contains("m.other", "x"))
    XCTAssertTrue(index.hasFacts(forKey: "m.other"))
    XCTAssertFalse(index.hasFacts(forKey: "m.none"))
    XCTAssertEqual(index.valueSet(forKey: "m.none"), [])
  }

  func testFactsOfAKeyKeepTheirOrderAcrossRunsOfOtherKeys() {
    let index = ProjectIndex(facts: [
      ProjectFact(key: "m.a", value: "1"), ProjectFact(key: "m.a", value: "2"),
      ProjectFact(key: "m.b", value: "3"), ProjectFact(key: "m.a", value: "4"),
      ProjectFact(key: "m.b", value: "5"), ProjectFact(key: "m.b", value: "6"),
      ProjectFact(key: "m.c", value: "7"),
    ])
    XCTAssertEqual(index.values(forKey: "m.a"), ["1", "2", "4"])
    XCTAssertEqual(index.values(forKey: "m.b"), ["3", "5", "6"])
    XCTAssertEqual(index.values(forKey: "m.c"), ["7"])
    XCTAssertEqual(ProjectIndex(facts: []).values(forKey: "m.a"), [])
  }

  func testDerivedTablesAreBuiltOncePerNameAndKey() {
    let index = ProjectIndex(facts: facts)
    let builds = Locked(0)
    let count = { (name: String, key: String) in
      index.derived(name, fromFactsFor: key) { facts -> Int in
        builds.withLock { $0 += 1 }
        return facts.count
      }
    }
    XCTAssertEqual(count("count", "m.names"), 3)
    XCTAssertEqual(count("count", "m.names"), 3)
    XCTAssertEqual(builds.withLock { $0 }, 1)
    XCTAssertEqual(count("count", "m.other"), 1)
    XCTAssertEqual(count("other count", "m.names"), 3)
    XCTAssertEqual(builds.withLock { $0 }, 3)
    // Copies of the index share the tables.
    let copy = index
    XCTAssertEqual(copy.derived("count", fromFactsFor: "m.names") { _ in -1 }, 3)
  }

  func testAProbingIndexIsEmptyAndRecordsEveryKindOfRead() {
    let reads: [(String, (ProjectIndex) -> Void)] = [
      ("facts", { _ = $0.facts(forKey: "k") }),
      ("values", { _ = $0.values(forKey: "k") }),
      ("valueSet", { _ = $0.valueSet(forKey: "k") }),
      ("contains", { _ = $0.contains("k", "v") }),
      ("hasFacts", { _ = $0.hasFacts(forKey: "k") }),
      ("derived", { XCTAssertEqual($0.derived("n", fromFactsFor: "k") { $0.count }, 0) }),
    ]
    for (name, read) in reads {
      let probe = ReadProbe()
      let index = ProjectIndex.probing(probe)
      XCTAssertFalse(probe.wasRead, name)
      read(index)
      XCTAssertTrue(probe.wasRead, name)
    }
  }

  func testAProbeRecordsTheKeysAndWhetherOneIsKnownToHaveFacts() {
    let known = Locked(Set(["has.facts"]))
    let probe = ReadProbe(keysWithFacts: known)
    let index = ProjectIndex.probing(probe)
    _ = index.facts(forKey: "no.facts")
    XCTAssertEqual(probe.keys, ["no.facts"])
    XCTAssertFalse(probe.isDoomed)
    _ = index.hasFacts(forKey: "has.facts")
    XCTAssertEqual(probe.keys, ["no.facts", "has.facts"])
    XCTAssertTrue(probe.isDoomed)
  }

  func testFirstPassAnswersStandWhenTheCompleteIndexGivesTheSame() {
    let complete = ProjectIndex(facts: facts)
    let asks: [(String, (ProjectIndex) -> Void, Bool)] = [
      ("a key with facts, read whole", { _ = $0.values(forKey: "m.names") }, false),
      ("a key without facts", { _ = $0.facts(forKey: "m.none") }, true),
      ("a value not recorded", { _ = $0.contains("m.names", "zzz") }, true),
      ("a value recorded", { _ = $0.contains("m.names", "a") }, false),
      ("the value set of a key with facts", { _ = $0.valueSet(forKey: "m.other") }, false),
      (
        "a derived table that stays empty",
        {
          _ = $0.derived("paths of x", fromFactsFor: "m.names") {
            $0.filter { $0.value == "x" }.map(\.path)
          }
        },
        true
      ),
      (
        "a derived table that is not empty",
        {
          _ = $0.derived("paths of a", fromFactsFor: "m.names") {
            $0.filter { $0.value == "a" }.map(\.path)
          }
        },
        false
      ),
    ]
    for (name, ask, stands) in asks {
      let probe = ReadProbe()
      ask(ProjectIndex.probing(probe))
      XCTAssertTrue(probe.wasRead, name)
      XCTAssertEqual(probe.answersStand(in: complete), stands, name)
    }
  }

  func testContainsLineLooksAtEachLineOfEachValue() {
    let index = ProjectIndex(facts: [
      ProjectFact(key: "m.lines", value: "A\tx\nB\ty\n", path: "A.swift"),
      ProjectFact(key: "m.lines", value: "C\tz", path: "B.swift"),
      ProjectFact(key: "m.lines", value: "D\r\nE", path: "C.swift"),
    ])
    XCTAssertTrue(index.containsLine("m.lines", "A\tx"))
    XCTAssertTrue(index.containsLine("m.lines", "B\ty"))
    XCTAssertTrue(index.containsLine("m.lines", "C\tz"))
    XCTAssertFalse(index.containsLine("m.lines", "A\tx\nB\ty\n"))
    XCTAssertFalse(index.containsLine("m.lines", ""))
    XCTAssertFalse(index.containsLine("m.lines", "A"))
    // "\r\n" is one Character, as for `split(separator: "\n")`: no line ends there.
    XCTAssertTrue(index.containsLine("m.lines", "D\r\nE"))
    XCTAssertFalse(index.containsLine("m.lines", "D"))
    XCTAssertFalse(index.containsLine("m.none", "A\tx"))
  }

  func testContainsLineComparesAsStringsDo() {
    // "é" written as one scalar and as e + U+0301; the Kelvin sign K is canonically a K.
    let index = ProjectIndex(facts: [
      ProjectFact(
        key: "m.lines", value: "Caf\u{E9}\nKey\n\u{212A}elvin\nA\u{301}\n", path: "A.swift")
    ])
    XCTAssertTrue(index.containsLine("m.lines", "Cafe\u{301}"))
    XCTAssertTrue(index.containsLine("m.lines", "Caf\u{E9}"))
    XCTAssertTrue(index.containsLine("m.lines", "\u{212A}ey"))
    XCTAssertTrue(index.containsLine("m.lines", "Kelvin"))
    XCTAssertTrue(index.containsLine("m.lines", "\u{C1}"))
    XCTAssertFalse(index.containsLine("m.lines", "Cafe"))
    XCTAssertFalse(index.containsLine("m.lines", "A"))
    // Many lines (the table grows).
    let many = ProjectIndex(facts: [
      ProjectFact(key: "m.many", value: (0..<1000).map { "T\t\($0)" }.joined(separator: "\n"))
    ])
    XCTAssertTrue((0..<1000).allSatisfy { many.containsLine("m.many", "T\t\($0)") })
    XCTAssertFalse(many.containsLine("m.many", "T\t1000"))
  }

  func testContainsLineInAFirstPassStandsOnlyIfNoFileRecordedTheLine() {
    let complete = ProjectIndex(facts: [ProjectFact(key: "m.lines", value: "a\nb", path: "A.swift")]
    )
    for (line, stands) in [("b", false), ("c", true), ("a\nb", true)] {
      let probe = ReadProbe()
      XCTAssertFalse(ProjectIndex.probing(probe).containsLine("m.lines", line))
      XCTAssertTrue(probe.wasRead, line)
      XCTAssertEqual(probe.answersStand(in: complete), stands, line)
    }
  }

  func testFactTextSplitsAsCharacterSplitDoes() {
    let texts = [
      "", "\n", "a", "a\n", "\na\n\nb\n", "a\tb\t\tc\t", "\t", "x\r\ny\nz", "\r\n",
      "é\tñ\n漢字\te\u{301}\n", "a\r\r\nb\n\rc",
    ]
    for text in texts {
      XCTAssertEqual(FactText.lines(text), text.split(separator: "\n"), text.debugDescription)
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        XCTAssertEqual(
          FactText.fields(line), line.split(separator: "\t", omittingEmptySubsequences: false),
          line.debugDescription)
      }
    }
    XCTAssertEqual(FactText.lines("a\n\nb\r\nc\n"), ["a", "b\r\nc"])
    XCTAssertEqual(FactText.fields("C\tName\t\t1"[...]), ["C", "Name", "", "1"])
    XCTAssertEqual(FactText.fields(""[...]), [""])
  }

  func testFactFieldsReadLinesAsLinesThenFieldsDo() {
    let texts = [
      "", "\n", "a", "a\n", "\na\n\nb\n", "a\tb\t\tc\t", "\t", "x\r\ny\nz", "\r\n",
      "é\tñ\n漢字\te\u{301}\n", "a\r\r\nb\n\rc", "1\t2\t3\t4\t5\t6\t7\t8\t9\t10\t11",
    ]
    for text in texts {
      var read: [[String]] = []
      FactText.forEachLine(of: text) { fields in
        read.append((0..<fields.count).map { fields[$0] })
      }
      let expected = FactText.lines(text).map { FactText.fields($0).map(String.init) }
      XCTAssertEqual(read, expected, text.debugDescription)
    }
    var checks: [String] = []
    FactText.forEachLine(of: "C\tName\t\t17\t-3\t0012\t1234567890123456789\tx1\nE\tKit\n") {
      fields in
      checks.append(
        [
          "\(fields.count)", "\(fields.field(0, is: "C"))", "\(fields.field(0, is: "E"))",
          "\(fields.field(1, is: "Name"))", "\(fields.field(1, is: "Nam"))",
          "\(fields.isEmpty(1))",
        ].joined(separator: " "))
      if fields.count == 8 {
        XCTAssertTrue(fields.isEmpty(2))
        XCTAssertNil(fields.int(2))
        XCTAssertEqual(fields.int(3), 17)
        XCTAssertEqual(fields.int(4), -3)
        XCTAssertEqual(fields.int(5), 12)
        XCTAssertEqual(fields.int(6), Int("1234567890123456789"))
        XCTAssertNil(fields.int(7))
      }
    }
    XCTAssertEqual(checks, ["8 true false true false false", "2 false true false false false"])
  }

  func testStyleIsDetectedFromTheFileWhenFirstRead() {
    var context = MigrationContext(
      path: "A.swift", deploymentTargets: DeploymentTargets(), index: ProjectIndex(),
      style: SourceStyle(indentUnit: "  "))
    XCTAssertEqual(context.style.indentUnit, "  ")
    context.detectStyle(in: Array("struct A {\r\n\tvar b = 1\r\n}\r\n".utf8))
    XCTAssertEqual(context.style, SourceStyle(indentUnit: "\t", lineEnding: "\r\n"))
    context.style = SourceStyle()
    XCTAssertEqual(context.style, SourceStyle())
  }
}
