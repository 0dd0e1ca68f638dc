import SwiftCST
import XCTest

/// Constructs the Swift 6.3 compiler accepts that the parser once rejected (issue 15), with
/// the exact tree each must produce and no diagnostics.
final class ConformanceTests: XCTestCase {
  /// Parses `text`, asserting the compiler-accepted snippet has no diagnostics, and returns
  /// the outlines of its top-level items.
  func accepted(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    XCTAssertEqual(diagnostics(text), [], file: file, line: line)
    return outlines(text)
  }

  func testIsolatedDeinitIsADeinitializerWithAModifier() {
    let text = "@MainActor class B {\n  isolated deinit { print(1) }\n  nonisolated deinit {}\n}"
    XCTAssertEqual(accepted(text).count, 1)
    let source = SourceFile(text: text)
    let type = TypeDeclaration(source.nodes(.classDecl)[0])!
    XCTAssertEqual(type.members.map(\.kind), [.deinitializerDecl, .deinitializerDecl])
    let first = type.members[0]
    XCTAssertEqual(first.text, "isolated deinit { print(1) }")
    XCTAssertEqual(DeclarationHeader(first).modifiers.map(\.text), ["isolated"])
    XCTAssertEqual(source.location(of: first.range.lowerBound).description, "2:3")
  }

  func testSwitchCasesSeparatedBySemicolonsOnOneLine() {
    XCTAssertEqual(
      accepted("switch x { case 1: return \"A\"; case 2: y = 1; fallthrough; default: break }"),
      [
        "switchExpr(declReferenceExpr\"x\" switchCase(switchCaseLabel(integerLiteralExpr\"1\") returnStmt(stringLiteralExpr\"\"A\"\")) switchCase(switchCaseLabel(integerLiteralExpr\"2\") sequenceExpr(declReferenceExpr\"y\" integerLiteralExpr\"1\") fallthroughStmt\"fallthrough\") switchCase(switchCaseLabel\"default:\" breakStmt\"break\"))"
      ])
    XCTAssertEqual(
      accepted("let z = switch x { case 1: \"a\"; case 2: \"b\"; default: \"c\" }"),
      [
        "variableDecl(patternBinding(declReferenceExpr\"z\" initializerClause(switchExpr(declReferenceExpr\"x\" switchCase(switchCaseLabel(integerLiteralExpr\"1\") stringLiteralExpr\"\"a\"\") switchCase(switchCaseLabel(integerLiteralExpr\"2\") stringLiteralExpr\"\"b\"\") switchCase(switchCaseLabel\"default:\" stringLiteralExpr\"\"c\"\")))))"
      ])
    XCTAssertEqual(accepted("let w = if x > 1 { 1 } else { 2 }; _ = w").count, 2)
  }

  func testTrailingClosuresInConditionsFollowTheCompilersRule() {
    XCTAssertEqual(
      accepted("if xs.contains { $0 > 1 } { f() }"),
      [
        "ifExpr(conditionList(condition(functionCallExpr(memberAccessExpr(declReferenceExpr\"xs\") closureExpr(sequenceExpr(declReferenceExpr\"$0\" integerLiteralExpr\"1\"))))) codeBlock(functionCallExpr(declReferenceExpr\"f\" argumentList\"()\")))"
      ])
    XCTAssertEqual(
      accepted("if check { true } { f() }"),
      [
        "ifExpr(conditionList(condition(functionCallExpr(declReferenceExpr\"check\" closureExpr(booleanLiteralExpr\"true\")))) codeBlock(functionCallExpr(declReferenceExpr\"f\" argumentList\"()\")))"
      ])
    XCTAssertEqual(
      accepted("for x in xs.filter { $0 > 1 } where x < 4 { f(x) }"),
      [
        "forStmt(declReferenceExpr\"x\" functionCallExpr(memberAccessExpr(declReferenceExpr\"xs\") closureExpr(sequenceExpr(declReferenceExpr\"$0\" integerLiteralExpr\"1\"))) sequenceExpr(declReferenceExpr\"x\" integerLiteralExpr\"4\") codeBlock(functionCallExpr(declReferenceExpr\"f\" argumentList(argument(declReferenceExpr\"x\")))))"
      ])
    XCTAssertEqual(
      accepted("switch xs.map { $0 } .count { case 0: break; default: break }"),
      [
        "switchExpr(memberAccessExpr(functionCallExpr(memberAccessExpr(declReferenceExpr\"xs\") closureExpr(declReferenceExpr\"$0\"))) switchCase(switchCaseLabel(integerLiteralExpr\"0\") breakStmt\"break\") switchCase(switchCaseLabel\"default:\" breakStmt\"break\"))"
      ])
    XCTAssertEqual(
      accepted("while xs.contains { $0 > 1 }, ok { break }"),
      [
        "whileStmt(conditionList(condition(functionCallExpr(memberAccessExpr(declReferenceExpr\"xs\") closureExpr(sequenceExpr(declReferenceExpr\"$0\" integerLiteralExpr\"1\")))) condition(declReferenceExpr\"ok\")) codeBlock(breakStmt\"break\"))"
      ])
    // The `{` on its own line, or `}` followed by `else`: the body, as for the compiler.
    XCTAssertEqual(
      accepted("if ok {\n  f()\n}"),
      [
        "ifExpr(conditionList(condition(declReferenceExpr\"ok\")) codeBlock(functionCallExpr(declReferenceExpr\"f\" argumentList\"()\")))"
      ])
    XCTAssertEqual(
      diagnostics("guard xs.contains { $0 > 1 } else { return }"),
      ["1:19: expected 'else'", "1:30: consecutive statements on a line must be separated by ';'"])
  }

  func testInactiveVersionBlocksAreKeptAsTokens() {
    let text = """
      #if compiler(>=99.0)
      let x = 1 +++ where
      #elseif swift(>=99) && canImport(Foo)
      func f() -> {{{
      #else
      let ok = 1
      #endif
      """
    XCTAssertEqual(
      accepted(text),
      [
        "ifConfigDecl(ifConfigClause(functionCallExpr(declReferenceExpr\"compiler\" argumentList(argument(prefixOperatorExpr(floatLiteralExpr\"99.0\")))) inactiveCode\"let x = 1 +++ where\") ifConfigClause(sequenceExpr(functionCallExpr(declReferenceExpr\"swift\" argumentList(argument(prefixOperatorExpr(integerLiteralExpr\"99\")))) functionCallExpr(declReferenceExpr\"canImport\" argumentList(argument(declReferenceExpr\"Foo\")))) inactiveCode\"func f() -> {{{\") ifConfigClause(variableDecl(patternBinding(declReferenceExpr\"ok\" initializerClause(integerLiteralExpr\"1\")))))"
      ])
    // A condition the build decides (`os`, `hasFeature`) is parsed and reported.
    XCTAssertFalse(diagnostics("#if compiler(<5) || hasFeature(Foo)\nlet y =\n#endif").isEmpty)
    // An active version block is parsed.
    XCTAssertEqual(
      accepted("#if compiler(>=5.9)\nlet a = 1\n#else\nlet b = \n#endif"),
      [
        "ifConfigDecl(ifConfigClause(functionCallExpr(declReferenceExpr\"compiler\" argumentList(argument(prefixOperatorExpr(floatLiteralExpr\"5.9\")))) variableDecl(patternBinding(declReferenceExpr\"a\" initializerClause(integerLiteralExpr\"1\")))) ifConfigClause(inactiveCode\"let b =\"))"
      ])
  }

  func testDollarInIdentifiersAndSlashInOperators() {
    XCTAssertEqual(
      accepted("let a$b = x$ + $0"),
      [
        "variableDecl(patternBinding(declReferenceExpr\"a$b\" initializerClause(sequenceExpr(declReferenceExpr\"x$\" declReferenceExpr\"$0\"))))"
      ])
    XCTAssertEqual(
      accepted(
        "infix operator /^/\nprefix operator /!\nfunc /^/ (l: Int, r: Int) -> Int { l }\nlet v = 4 /^/ (/!2)"
      ),
      [
        "operatorDecl(modifier\"infix\")", "operatorDecl(modifier\"prefix\")",
        "functionDecl(parameterClause(parameter(identifierType\"Int\") parameter(identifierType\"Int\")) returnClause(identifierType\"Int\") codeBlock(declReferenceExpr\"l\"))",
        "variableDecl(patternBinding(declReferenceExpr\"v\" initializerClause(sequenceExpr(integerLiteralExpr\"4\" tupleExpr(argument(prefixOperatorExpr(integerLiteralExpr\"2\")))))))",
      ])
  }

  func testNewerSyntax() {
    XCTAssertEqual(
      accepted("let a: [3 of Int] = [1, 2, 3]"),
      [
        "variableDecl(patternBinding(declReferenceExpr\"a\" typeAnnotation(inlineArrayType(identifierType\"3\" identifierType\"Int\")) initializerClause(arrayExpr(argument(integerLiteralExpr\"1\") argument(integerLiteralExpr\"2\") argument(integerLiteralExpr\"3\")))))"
      ])
    XCTAssertEqual(
      accepted("let a = [3 of Int](repeating: 0)"),
      [
        "variableDecl(patternBinding(declReferenceExpr\"a\" initializerClause(functionCallExpr(typeExpr(inlineArrayType(identifierType\"3\" identifierType\"Int\")) argumentList(argument(integerLiteralExpr\"0\"))))))"
      ])
    XCTAssertEqual(
      accepted("struct V<let count: Int, T> {}"),
      [
        "structDecl(genericParameterClause(genericParameter(identifierType\"Int\") genericParameter\"T\") memberBlock\"{}\")"
      ])
    XCTAssertEqual(
      accepted("func `my function`() {}\nenum S { case `200` }"),
      [
        "functionDecl(parameterClause\"()\" codeBlock\"{}\")",
        "enumDecl(memberBlock(enumCaseDecl(enumCaseElement\"`200`\")))",
      ])
    XCTAssertEqual(
      accepted(
        "nonisolated(nonsending) func f(_ g: nonisolated(nonsending) () async -> Void) async {}"),
      [
        "functionDecl(modifier\"nonisolated(nonsending)\" parameterClause(parameter(attributedType(functionType(tupleType\"()\" effectSpecifiers\"async\" identifierType\"Void\")))) effectSpecifiers\"async\" codeBlock\"{}\")"
      ])
    XCTAssertEqual(
      accepted("@concurrent func f() async {}"),
      [
        "functionDecl(attribute\"@concurrent\" parameterClause\"()\" effectSpecifiers\"async\" codeBlock\"{}\")"
      ])
    XCTAssertEqual(
      accepted("struct Q: @MainActor P, ~Copyable, ~Escapable {}"),
      [
        "structDecl(inheritanceClause(attributedType(attribute\"@MainActor\" identifierType\"P\") suppressedType(identifierType\"Copyable\") suppressedType(identifierType\"Escapable\")) memberBlock\"{}\")"
      ])
    XCTAssertEqual(
      accepted("let c = { () throws(E) -> Int in 1 }"),
      [
        "variableDecl(patternBinding(declReferenceExpr\"c\" initializerClause(closureExpr(closureSignature(parameterClause\"()\" effectSpecifiers(identifierType\"E\") returnClause(identifierType\"Int\")) integerLiteralExpr\"1\"))))"
      ])
    XCTAssertEqual(
      accepted("func own(_ a: consuming String, _ b: borrowing String) {}"),
      [
        "functionDecl(parameterClause(parameter(attributedType(identifierType\"String\")) parameter(attributedType(identifierType\"String\"))) codeBlock\"{}\")"
      ])
    XCTAssertEqual(
      accepted("func iso(isolation: isolated (any Actor)? = #isolation) async {}"),
      [
        "functionDecl(parameterClause(parameter(attributedType(optionalType(tupleType(tupleTypeElement(someOrAnyType(identifierType\"Actor\"))))) initializerClause(macroExpansionExpr\"#isolation\"))) effectSpecifiers\"async\" codeBlock\"{}\")"
      ])
  }

  /// Found by the outside suites (swift-syntax's and SwiftFormat's parser tests).
  func testOutsideSuiteFindings() {
    XCTAssertEqual(
      accepted("_ = Swift::print\nlet v: SwiftUI::View = .Swift::min\n@main::available var u"),
      [
        "sequenceExpr(declReferenceExpr\"_\" declReferenceExpr(moduleSelector\"Swift::\"))",
        "variableDecl(patternBinding(declReferenceExpr\"v\" typeAnnotation(identifierType(moduleSelector\"SwiftUI::\")) initializerClause(memberAccessExpr(moduleSelector\"Swift::\"))))",
        "variableDecl(attribute(moduleSelector\"main::\") patternBinding(declReferenceExpr\"u\"))",
      ])
    XCTAssertEqual(
      accepted("func ==<T>(l: T, r: T) -> Bool { true }"),
      [
        "functionDecl(genericParameterClause(genericParameter\"T\") parameterClause(parameter(identifierType\"T\") parameter(identifierType\"T\")) returnClause(identifierType\"Bool\") codeBlock(booleanLiteralExpr\"true\"))"
      ])
    XCTAssertEqual(
      accepted("@B<Float>.Generic<Float> var x: Int { 1 }"),
      [
        "variableDecl(attribute(genericArgumentClause(identifierType\"Float\") genericArgumentClause(identifierType\"Float\")) patternBinding(declReferenceExpr\"x\" typeAnnotation(identifierType\"Int\") accessorBlock(integerLiteralExpr\"1\")))"
      ])
    XCTAssertEqual(
      accepted("func f() throws (E) -> Int {}"),
      [
        "functionDecl(parameterClause\"()\" effectSpecifiers(identifierType\"E\") returnClause(identifierType\"Int\") codeBlock\"{}\")"
      ])
    XCTAssertEqual(
      accepted("func f(g: @escaping() -> Void) {}"),
      [
        "functionDecl(parameterClause(parameter(attributedType(attribute\"@escaping\" functionType(tupleType\"()\" identifierType\"Void\")))) codeBlock\"{}\")"
      ])
    XCTAssertEqual(
      accepted("func f() {\n  return\n  func g() {}\n}"),
      [
        "functionDecl(parameterClause\"()\" codeBlock(returnStmt\"return\" functionDecl(parameterClause\"()\" codeBlock\"{}\")))"
      ])
    // Code left after an early `return`: a statement keyword on the next line starts a
    // statement of its own, as the compiler reads it (with a "will never be executed" warning).
    XCTAssertEqual(
      accepted("func f() {\n  return\n  guard x else { return }\n  for y in z {}\n}"),
      [
        "functionDecl(parameterClause\"()\" codeBlock(returnStmt\"return\" guardStmt(conditionList(condition(declReferenceExpr\"x\")) codeBlock(returnStmt\"return\")) forStmt(declReferenceExpr\"y\" declReferenceExpr\"z\" codeBlock\"{}\")))"
      ])
    XCTAssertEqual(
      accepted("func f() {\n  return\n  repeat { g() } while x\n}"),
      [
        "functionDecl(parameterClause\"()\" codeBlock(returnStmt\"return\" repeatStmt(codeBlock(functionCallExpr(declReferenceExpr\"g\" argumentList\"()\")) declReferenceExpr\"x\")))"
      ])
    XCTAssertEqual(
      accepted("_ = [(Int) throws -> Int]()\n_ = ((inout Int) -> Void).self"),
      [
        "sequenceExpr(declReferenceExpr\"_\" functionCallExpr(arrayExpr(argument(sequenceExpr(tupleExpr(argument(declReferenceExpr\"Int\")) effectSpecifiers\"throws\" declReferenceExpr\"Int\"))) argumentList\"()\"))",
        "sequenceExpr(declReferenceExpr\"_\" memberAccessExpr(tupleExpr(argument(sequenceExpr(tupleExpr(argument(typeExpr(attributedType(identifierType\"Int\")))) declReferenceExpr\"Void\")))))",
      ])
    XCTAssertEqual(
      accepted("foo = ((Int, String)) -> Void { _ in }"),
      [
        "sequenceExpr(declReferenceExpr\"foo\" tupleExpr(argument(tupleExpr(argument(declReferenceExpr\"Int\") argument(declReferenceExpr\"String\")))) functionCallExpr(declReferenceExpr\"Void\" closureExpr(closureSignature\"_ in\")))"
      ])
  }

  /// swift-nio: an `#if` holding only attributes of the declaration after it.
  func testIfConfigOfAttributesBelongsToTheDeclaration() {
    let text = """
      struct S {
        @inline(never)
        #if compiler(>=6.3)
        @available(Android 24, *)
        #elseif os(Linux)
        @objc
        #endif
        func f() {}

        #if !os(Windows)
        @usableFromInline
        #if compiler(>=6.3)
        @available(Android 24, *)
        #endif
        static func g() {}
        #endif
      }
      """
    XCTAssertEqual(accepted(text).count, 1)
    let source = SourceFile(text: text)
    let functions = source.nodes(.functionDecl)
    XCTAssertEqual(functions.count, 2)
    XCTAssertEqual(
      functions[0].children.map(\.kind),
      [.attribute, .ifConfigDecl, .parameterClause, .codeBlock])
    // After an active `compiler(>=6.3)` clause the `#elseif` is inactive and, as in the
    // compiler, inherits the version test, so it is kept as tokens.
    let ifConfig = functions[0].child(.ifConfigDecl)
    XCTAssertEqual(ifConfig?.descendants(.attribute).map(\.text), ["@available(Android 24, *)"])
    XCTAssertEqual(ifConfig?.descendants(.inactiveCode).map(\.text), ["@objc"])
    XCTAssertEqual(functions[1].parent?.kind, .ifConfigClause)
    XCTAssertEqual(functions[1].firstToken?.text, "@")
  }

  /// swift-syntax's statement tests: a `case` may follow a statement on the same line, and
  /// a `#warning` may stand between cases.
  func testCaseAfterAStatementAndWarningBetweenCases() {
    let text = "let v = switch b { case true: 0 case false: 1 } as Int"
    XCTAssertEqual(accepted(text).count, 1)
    XCTAssertEqual(
      SourceFile(text: text).nodes(.switchCase).map(\.text), ["case true: 0", "case false: 1"])
    let warning = "switch x {\n#warning(\"Something\")\ncase \"a\":\n  break\ndefault:\n  break\n}"
    XCTAssertEqual(accepted(warning).count, 1)
    XCTAssertEqual(SourceFile(text: warning).nodes(.switchCase).count, 2)
    XCTAssertEqual(
      SourceFile(text: warning).nodes(.macroExpansionDecl).map(\.text), ["#warning(\"Something\")"])
  }

  /// Swift 6.2's `unsafe` takes a prefix-operator operand, as `try` and `await` do; the
  /// compiler reads `unsafe !x` as one unsafe expression, not two statements.
  func testUnsafeBeforeAPrefixOperatorIsOneExpression() {
    let text = "var isServer: Bool { unsafe !_isCli }"
    XCTAssertEqual(
      accepted(text),
      [
        j(
          "variableDecl(patternBinding(declReferenceExpr\"isServer\" typeAnnotation(identifierType\"Bool\") ",
          "accessorBlock(prefixKeywordExpr(prefixOperatorExpr(declReferenceExpr\"_isCli\")))))")
      ])
    XCTAssertEqual(SourceFile(text: text).printed(), Array(text.utf8))
    let operands = "_ = (unsafe -n, unsafe &n, unsafe ..<n, try !f(), await !g(), unsafe try !f())"
    XCTAssertEqual(diagnostics(operands), [])
    let source = SourceFile(text: operands)
    XCTAssertEqual(source.printed(), Array(operands.utf8))
    XCTAssertEqual(
      source.nodes(.prefixKeywordExpr).map(\.text),
      ["unsafe -n", "unsafe &n", "unsafe ..<n", "unsafe try !f()"])
    XCTAssertEqual(source.nodes(.tryExpr).map(\.text), ["try !f()", "try !f()"])
    XCTAssertEqual(source.nodes(.awaitExpr).map(\.text), ["await !g()"])
    XCTAssertEqual(
      source.nodes(.prefixOperatorExpr).map(\.text), ["-n", "..<n", "!f()", "!g()", "!f()"])
    // A literal or keyword operand, as the compiler reads it.
    let literals = "_ = (unsafe 1, unsafe \"s\", unsafe nil, unsafe super.x)"
    XCTAssertEqual(diagnostics(literals), [])
    XCTAssertEqual(SourceFile(text: literals).nodes(.prefixKeywordExpr).count, 4)
    // A spaced binary operator or a line break after `unsafe`: a name, as for the compiler.
    XCTAssertEqual(
      accepted("x = unsafe - 1"),
      ["sequenceExpr(declReferenceExpr\"x\" declReferenceExpr\"unsafe\" integerLiteralExpr\"1\")"])
    XCTAssertEqual(
      accepted("x = unsafe\n!y"),
      [
        "sequenceExpr(declReferenceExpr\"x\" declReferenceExpr\"unsafe\")",
        "prefixOperatorExpr(declReferenceExpr\"y\")",
      ])
  }
}

extension ConformanceTests {
  /// `unsafe` then a space and `(`, `[`, `.` or `{`: the compiler reads one unsafe
  /// expression over a parenthesized expression, an array literal, an implicit member or a
  /// closure, as for `unsafe !x`; written against the name (`unsafe(x)`, `unsafe[x]`,
  /// `unsafe.x`), or `unsafe {` in a condition, it is a call, subscript or member of a name.
  func testUnsafeBeforeAParenthesisABracketADotOrABraceIsOneExpression() {
    XCTAssertEqual(
      accepted("_ = unsafe (x)"),
      [
        j(
          "sequenceExpr(declReferenceExpr\"_\" prefixKeywordExpr(tupleExpr(",
          "argument(declReferenceExpr\"x\"))))")
      ])
    XCTAssertEqual(
      accepted("_ = unsafe [x]"),
      [
        j(
          "sequenceExpr(declReferenceExpr\"_\" prefixKeywordExpr(arrayExpr(",
          "argument(declReferenceExpr\"x\"))))")
      ])
    XCTAssertEqual(
      accepted("_ = unsafe .x"),
      ["sequenceExpr(declReferenceExpr\"_\" prefixKeywordExpr(memberAccessExpr\".x\"))"])
    XCTAssertEqual(
      accepted("_ = unsafe { 1 }"),
      [
        j(
          "sequenceExpr(declReferenceExpr\"_\" prefixKeywordExpr(closureExpr(",
          "integerLiteralExpr\"1\")))")
      ])
    // The operand's own postfixes and a following operator, as for `unsafe !x`.
    XCTAssertEqual(
      accepted("_ = unsafe (x).y + unsafe .a.b(c)"),
      [
        j(
          "sequenceExpr(declReferenceExpr\"_\" prefixKeywordExpr(memberAccessExpr(tupleExpr(",
          "argument(declReferenceExpr\"x\")))) prefixKeywordExpr(functionCallExpr(",
          "memberAccessExpr(memberAccessExpr\".a\") argumentList(",
          "argument(declReferenceExpr\"c\")))))")
      ])
    // The exact tree of one, tokens included.
    let text = "let v = unsafe (x)\n"
    XCTAssertEqual(
      SourceFile(text: text).dump(),
      """
      sourceFile 1:1-2:1
        variableDecl 1:1-1:19
          kwLet "let"
          patternBinding 1:5-1:19
            declReferenceExpr 1:5-1:6
              identifier "v"
            initializerClause 1:7-1:19
              equal "="
              prefixKeywordExpr 1:9-1:19
                identifier "unsafe"
                tupleExpr 1:16-1:19
                  leftParen "("
                  argument 1:17-1:18
                    declReferenceExpr 1:17-1:18
                      identifier "x"
                  rightParen ")"
        endOfFile ""

      """)
    for text in [
      text, "_ = [unsafe (1), unsafe [2], unsafe .init(3), unsafe { 4 }]",
      "if unsafe { f() }", "_ = (unsafe(x), unsafe[x], unsafe.x)",
    ] {
      XCTAssertEqual(SourceFile(text: text).printed(), Array(text.utf8), text)
    }
    // Against the name: a call, a subscript and a member of `unsafe`.
    XCTAssertEqual(
      accepted("_ = (unsafe(x), unsafe[x], unsafe.x)"),
      [
        j(
          "sequenceExpr(declReferenceExpr\"_\" tupleExpr(argument(functionCallExpr(",
          "declReferenceExpr\"unsafe\" argumentList(argument(declReferenceExpr\"x\")))) ",
          "argument(subscriptCallExpr(declReferenceExpr\"unsafe\" argumentList(",
          "argument(declReferenceExpr\"x\")))) argument(memberAccessExpr(",
          "declReferenceExpr\"unsafe\"))))")
      ])
    // In a condition the brace is the body's, as for the compiler.
    XCTAssertEqual(
      accepted("if unsafe { f() }"),
      [
        j(
          "ifExpr(conditionList(condition(declReferenceExpr\"unsafe\")) codeBlock(",
          "functionCallExpr(declReferenceExpr\"f\" argumentList\"()\")))")
      ])
  }
}
