import SwiftCST
import TestSupport
import XCTest

/// The look-up tables rules use instead of walking every node (`calls(named:)`,
/// `TokenTextSet`, `firstOwnToken(where:)`, `Token.is(_:)`) must answer exactly what the
/// plain walks answer.
final class LookupTableTests: XCTestCase {
  private let sample = """
    struct A<T> {
      func f() {
        HStack { Text("a") }.padding().padding(4)
        Foo<Int>(x)
        let i: I = .init()
        x.y.z(1)
        `default`(2);
        _ = { 1 }()
        a[0](3)
        HStack(spacing: 1) {}
      }
    }
    """

  func testCallsByNameMatchTheCalleeNamesOfEveryCall() throws {
    var checked = 0
    for (name, bytes) in try FuzzCorpus.sources() + [("sample", Array(sample.utf8))] {
      let file = SourceFile(bytes: bytes)
      let all = file.nodes(.functionCallExpr).compactMap(FunctionCall.init)
      var byName: [String: [FunctionCall]] = [:]
      for call in all {
        if let callee = call.calleeName { byName[callee, default: []].append(call) }
      }
      for (callee, calls) in byName {
        XCTAssertEqual(file.calls(named: callee), calls, "\(callee) in \(name)")
        checked += 1
      }
      XCTAssertEqual(file.calls(named: "noSuchName"), [], name)
    }
    XCTAssertGreaterThan(checked, 1_000)
  }

  func testCallsByNameOnTheSample() {
    let file = SourceFile(text: sample)
    let names = { (calls: [FunctionCall]) in calls.map { $0.node.text.prefix(12) } }
    XCTAssertEqual(names(file.calls(named: "HStack")), ["HStack { Tex", "HStack(spaci"])
    XCTAssertEqual(
      file.calls(named: "padding").map(\.node.text),
      ["HStack { Text(\"a\") }.padding()", "HStack { Text(\"a\") }.padding().padding(4)"])
    XCTAssertEqual(file.calls(named: "Foo").map(\.node.text), ["Foo<Int>(x)"])
    XCTAssertEqual(file.calls(named: "init").map(\.node.text), [".init()"])
    XCTAssertEqual(file.calls(named: "z").map(\.node.text), ["x.y.z(1)"])
    XCTAssertEqual(file.calls(named: "`default`").map(\.node.text), ["`default`(2)"])
    XCTAssertEqual(file.calls(named: "default"), [])
  }

  func testCallsBySeveralNamesAreInPostOrderAndEachOnce() {
    let file = SourceFile(text: sample)
    let calls = file.calls(named: ["padding", "Text", "padding", "HStack"])
    let expected = file.nodes(.functionCallExpr).compactMap(FunctionCall.init).filter {
      ["padding", "Text", "HStack"].contains($0.calleeName ?? "")
    }
    XCTAssertEqual(calls, expected)
    XCTAssertEqual(calls.count, 5)
  }

  func testTokenTextSetComparesTexts() {
    let text = (0..<1_000).map { "let name\($0) = name\($0 % 7)" }.joined(separator: "\n")
    let file = SourceFile(text: text)
    var set = TokenTextSet(file: file)
    var reference: Set<String> = []
    for index in 0..<file.tokenCount {
      let token = file.token(at: index)
      XCTAssertEqual(
        set.insert(token), reference.insert(token.text).inserted, "token \(index) \(token.text)")
    }
    XCTAssertEqual(reference.count, 1_000 + 3)  // the names, `let`, `=` and the empty end token
  }

  func testFirstOwnTokenMatchesOwnTokens() throws {
    let predicates: [(String, (Token) -> Bool)] = [
      ("identifier", { $0.kind == .identifier }),
      ("func/init", { $0.kind == .kwFunc || $0.kind == .kwInit }),
      ("never", { _ in false }),
    ]
    for (name, bytes) in try FuzzCorpus.sources().prefix(60) {
      let file = SourceFile(bytes: bytes)
      for syntax in [file.root] + file.root.descendants {
        for (label, predicate) in predicates {
          XCTAssertEqual(
            syntax.firstOwnToken(where: predicate), syntax.ownTokens.first(where: predicate),
            "\(label) in \(syntax.kind) of \(name)")
        }
      }
    }
  }

  func testTokenHasTextComparesBytes() {
    let file = SourceFile(text: "let café = `x` + abc")
    let texts = (0..<file.tokenCount).map { file.token(at: $0) }
    for token in texts {
      for candidate in ["let", "café", "caf", "`x`", "x", "abc", "abcd", "", "+"] {
        XCTAssertEqual(
          token.hasText(candidate), token.text == candidate, "\(token.text) vs \(candidate)")
      }
    }
  }

  func testRawTreeAnswersAsTheHandlesDo() throws {
    for (name, bytes) in try FuzzCorpus.sources().prefix(80) {
      let file = SourceFile(bytes: bytes)
      let tree = file.rawTree
      for syntax in [file.root] + file.root.descendants {
        let node = syntax.index
        XCTAssertEqual(tree.syntax(node), syntax)
        XCTAssertEqual(tree.kind(node), syntax.kind)
        XCTAssertEqual(tree.parent(node), syntax.parent?.index ?? -1, name)
        XCTAssertEqual(tree.firstChild(node), syntax.firstChild?.index ?? -1, name)
        XCTAssertEqual(tree.nextSibling(node), syntax.nextSibling?.index ?? -1, name)
        XCTAssertEqual(tree.firstToken(node), syntax.firstToken.map { Int32($0.index) } ?? -1)
        XCTAssertEqual(tree.tokens(node).map(Int.init), Array(syntax.tokenIndices))
        XCTAssertEqual(
          tree.descendants(node).map { tree.syntax($0) }, syntax.descendants, name)
        for kind in [SyntaxKind.argumentList, .closureExpr, .codeBlock] {
          XCTAssertEqual(tree.child(node, kind), syntax.child(kind)?.index ?? -1)
        }
      }
      for kind in [SyntaxKind.memberAccessExpr, .functionCallExpr] {
        XCTAssertEqual(tree.nodes(kind).map { tree.syntax($0) }, file.nodes(kind))
      }
      for index in 0..<file.tokenCount {
        let token = file.token(at: index)
        XCTAssertEqual(tree.tokenKind(Int32(index)), token.kind)
        XCTAssertEqual(tree.textStart(Int32(index)), token.range.lowerBound)
        XCTAssertEqual(tree.token(Int32(index), is: "self"), token.text == "self")
      }
    }
  }
}
