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

  func testCallsByNameTellApartNamesOfTheSameLengthAndEnds() {
    // Names alike in length and first, second and last bytes share a bucket of the
    // calls table; a look-up must still answer only its own name's calls, in post-order.
    let names = (0..<300).map { "ab\($0 % 10)\($0 / 10 % 10)c" } + ["a", "ab", "abc", "é", "aé"]
    let body = names.enumerated().map { "\($1)(\($0))" }.joined(separator: "\n")
    let file = SourceFile(text: "func f() {\n\(body)\nab00c(ab00c(1))\n}\n")
    let all = file.nodes(.functionCallExpr).compactMap(FunctionCall.init)
    for name in Set(names).union(["ab0c", "abxxc", "ab00", "b00c", ""]) {
      XCTAssertEqual(file.calls(named: name), all.filter { $0.calleeName == name }, name)
    }
    XCTAssertEqual(
      file.calls(named: "ab00c").map(\.node.text),
      ["ab00c(0)", "ab00c(100)", "ab00c(200)", "ab00c(1)", "ab00c(ab00c(1))"])
    // Bytes are compared, as the compiler compares identifiers.
    XCTAssertEqual(file.calls(named: "é").count, 1)
    XCTAssertEqual(file.calls(named: "e\u{301}"), [])
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

  func testOnlyChildIsTheChildOfANodeWithOne() throws {
    for (name, bytes) in try FuzzCorpus.sources().prefix(60) {
      let file = SourceFile(bytes: bytes)
      for syntax in [file.root] + file.root.descendants {
        let children = syntax.children
        XCTAssertEqual(
          syntax.onlyChild, children.count == 1 ? children[0] : nil, "\(syntax.kind) of \(name)")
      }
    }
    let file = SourceFile(text: "if a { f() }")
    let condition = file.root.descendants(.conditionList)[0]
    XCTAssertEqual(condition.onlyChild?.text, "a")
    XCTAssertNil(file.root.descendants(.ifExpr)[0].onlyChild)
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
        for kind in [SyntaxKind.functionCallExpr, .declReferenceExpr, .sourceFile] {
          let below = syntax.descendants.filter { $0.kind == kind }
          XCTAssertEqual(syntax.descendants(kind), below, name)
          XCTAssertEqual(tree.nodes(kind, below: node).map { tree.syntax($0) }, below, name)
        }
        if let access = MemberAccess(syntax) {
          XCTAssertEqual(Int(tree.memberNameToken(node)), access.nameToken.index, name)
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
        XCTAssertEqual(tree.firstByte(Int32(index)), Array(token.text.utf8).first)
      }
    }
  }

  func testFunctionDeclarationsByNameMatchTheNameTokens() throws {
    var checked = 0
    let sample =
      "struct S { func a() {}; func `b`() {}; static func a(x: Int) {}; func +(l: S, r: S) {} }"
    for (name, bytes) in try FuzzCorpus.sources() + [("sample", Array(sample.utf8))] {
      let file = SourceFile(bytes: bytes)
      var byName: [String: [FunctionDeclaration]] = [:]
      for node in file.nodes(.functionDecl) {
        let function = FunctionDeclaration(node)!
        if let token = function.nameToken { byName[token.text, default: []].append(function) }
      }
      for (function, declarations) in byName {
        XCTAssertEqual(file.functionDeclarations(named: function), declarations, name)
        checked += 1
      }
      XCTAssertEqual(file.functionDeclarations(named: "noSuchFunction"), [], name)
    }
    XCTAssertGreaterThan(checked, 200)
    let file = SourceFile(text: sample)
    XCTAssertEqual(file.functionDeclarations(named: "a").map(\.node.text.count), [11, 24])
    XCTAssertEqual(file.functionDeclarations(named: "`b`").count, 1)
    XCTAssertEqual(file.functionDeclarations(named: "+").count, 1)
  }

  /// The navigation helpers walk the arena without building arrays; they must answer what
  /// the plain walks over `firstChild`/`nextSibling` and the tokens answer.
  func testNavigationHelpersMatchThePlainWalks() throws {
    for (name, bytes) in try FuzzCorpus.sources().prefix(80) {
      let file = SourceFile(bytes: bytes)
      for syntax in [file.root] + file.root.descendants {
        var children: [Syntax] = []
        var child = syntax.firstChild
        while let current = child {
          children.append(current)
          child = current.nextSibling
        }
        XCTAssertEqual(syntax.children, children, name)
        for kind in [SyntaxKind.argument, .codeBlock, .modifier, .moduleSelector] {
          XCTAssertEqual(syntax.children(kind), children.filter { $0.kind == kind }, name)
        }
        if let parent = syntax.parent {
          let siblings = parent.children
          let position = siblings.firstIndex(of: syntax)!
          XCTAssertEqual(syntax.previousSibling, position > 0 ? siblings[position - 1] : nil)
        } else {
          XCTAssertNil(syntax.previousSibling)
        }
        var own: [Token] = []
        for index in syntax.tokenIndices
        where !children.contains(where: { $0.tokenIndices.contains(index) }) {
          own.append(file.token(at: index))
        }
        XCTAssertEqual(syntax.ownTokens, own, "\(syntax.kind) in \(name)")
        let tokens = syntax.tokens
        if let first = tokens.first, let last = tokens.last {
          XCTAssertEqual(syntax.range, first.range.lowerBound..<last.range.upperBound)
          XCTAssertEqual(
            syntax.fullRange,
            first.leadingTriviaRange.lowerBound..<last.trailingTriviaRange.upperBound)
          XCTAssertEqual(syntax.firstToken, first)
          XCTAssertEqual(syntax.lastToken, last)
        } else {
          XCTAssertNil(syntax.firstToken)
          XCTAssertNil(syntax.lastToken)
          XCTAssertEqual(syntax.range.count, 0)
        }
        var ancestor = syntax.parent
        while let current = ancestor, current.kind != .codeBlock { ancestor = current.parent }
        XCTAssertEqual(syntax.ancestor(.codeBlock), ancestor, name)
        if let access = MemberAccess(syntax) {
          let dot = access.base?.tokenIndices.upperBound ?? syntax.tokenIndices.lowerBound
          XCTAssertEqual(access.dotToken.index, dot)
          let selector = children.first {
            $0.kind == .moduleSelector && $0.tokenIndices.lowerBound > dot
          }
          XCTAssertEqual(access.moduleSelector, selector, name)
          XCTAssertEqual(access.nameToken.index, selector?.tokenIndices.upperBound ?? dot + 1)
        }
        if let call = FunctionCall(syntax) {
          XCTAssertEqual(
            call.arguments.map(\.node), call.argumentList?.children(.argument) ?? [], name)
          for argument in call.arguments {
            XCTAssertEqual(argument.expression, argument.node.children.last)
          }
        }
        if syntax.kind == .parameter {
          let names = syntax.ownTokens.prefix { $0.kind != .colon }.filter {
            $0.kind == .identifier || $0.kind.isKeyword
          }
          let parameter = Parameter(syntax)
          XCTAssertEqual(parameter.firstNameToken, names.first, name)
          XCTAssertEqual(parameter.secondName, names.count > 1 ? names[1].text : nil, name)
          XCTAssertEqual(
            parameter.type,
            children.first { $0.kind != .attribute && $0.kind != .initializerClause })
        }
        if syntax.kind == .declReferenceExpr {
          let selector = children.last { $0.kind == .moduleSelector }
          XCTAssertEqual(
            syntax.referencedNameToken,
            selector.map { file.token(at: $0.tokenIndices.upperBound) } ?? syntax.firstToken)
        }
        if let variable = VariableDeclaration(syntax) {
          XCTAssertEqual(variable.header.modifiers, children.filter { $0.kind == .modifier })
          XCTAssertEqual(
            variable.bindings.map(\.node), children.filter { $0.kind == .patternBinding })
          XCTAssertEqual(
            variable.keywordToken,
            syntax.ownTokens.first { $0.kind == .kwLet || $0.kind == .kwVar })
        }
        if let attribute = Attribute(syntax), attribute.node.firstChild?.kind != .moduleSelector {
          XCTAssertEqual(attribute.name, syntax.tokens.dropFirst().first?.text ?? "")
        }
        if syntax.kind == .closureExpr {
          XCTAssertEqual(
            Closure(syntax).statements, children.filter { $0.kind != .closureSignature })
        }
      }
    }
  }

  func testAnswersAreComputedOncePerFileAndQuestion() {
    let file = SourceFile(text: "@available(iOS 17, *) struct A {}\n")
    let other = SourceFile(text: "struct B {}\n")
    var computed: [String] = []
    func ask(_ source: SourceFile, _ question: String, _ value: Bool) -> Bool {
      source.answer(question) {
        computed.append(question)
        return value
      }
    }
    XCTAssertTrue(ask(file, "a", true))
    // Remembered: the second computation (which would say false) never runs.
    XCTAssertTrue(ask(file, "a", false))
    XCTAssertFalse(ask(file, "b", false))
    XCTAssertFalse(ask(other, "a", false))
    XCTAssertEqual(computed, ["a", "b", "a"])
  }

  func testByteQuestionsAreComputedOncePerFileAndText() {
    let file = SourceFile(text: "struct A {}\n")
    var computed: [String] = []
    func ask(_ text: String, _ value: Bool) -> Bool {
      file.answer(aboutBytes: text) {
        computed.append(text)
        return value
      }
    }
    XCTAssertTrue(ask("available", true))
    XCTAssertTrue(ask("available", false))
    // Another text of the same length, a prefix, the empty text: questions of their own.
    XCTAssertFalse(ask("availablf", false))
    XCTAssertTrue(ask("avail", true))
    XCTAssertFalse(ask("", false))
    XCTAssertFalse(ask("availablf", true))
    XCTAssertTrue(ask("avail", false))
    // Kept apart from the general questions.
    XCTAssertFalse(file.answer("available") { false })
    XCTAssertEqual(computed, ["available", "availablf", "avail", ""])
  }

  func testCallsByPreparedNamesMatchCallsByStrings() throws {
    let names = ["padding", "Text", "padding", "HStack", "z", "noSuchName", "Foo", "default"]
    let prepared = TokenNames(names)
    XCTAssertEqual(prepared.count, names.count)
    for (name, bytes) in try FuzzCorpus.sources() + [("sample", Array(sample.utf8))] {
      let file = SourceFile(bytes: bytes)
      XCTAssertEqual(file.calls(named: prepared), file.calls(named: names), name)
    }
    XCTAssertEqual(SourceFile(text: sample).calls(named: prepared).count, 7)
  }

  func testTokenTextSetForgetsEverythingOnRemoveAll() {
    let file = SourceFile(text: (0..<40).map { "let n\($0) = 1" }.joined(separator: "\n"))
    var set = TokenTextSet(file: file)
    for index in 0..<file.tokenCount { set.insert(file.token(at: index)) }
    set.removeAll()
    var reference: Set<String> = []
    for index in 0..<file.tokenCount {
      let token = file.token(at: index)
      XCTAssertEqual(set.insert(token), reference.insert(token.text).inserted, token.text)
    }
  }
}
