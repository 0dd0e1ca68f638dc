import SwiftCST
import XCTest

final class ExpressionParsingTests: XCTestCase {
  func testMemberChainIsNestedCallsAndAccesses() {
    XCTAssertEqual(
      outlines("Text(\"a\").font(.title).padding()"),
      [
        j(
          "functionCallExpr(memberAccessExpr(functionCallExpr(memberAccessExpr(functionCallExpr(declReferenceExpr\"Text\" argumentList(argument(stringLiteralExpr\"\"a\"\"))))",
          " argumentList(argument(memberAccessExpr\".title\")))) argumentList\"()\")")
      ])
  }

  func testLabelledArgumentsAndMultipleTrailingClosures() {
    XCTAssertEqual(
      outlines("Button(role: .cancel) { close() } label: { Text(t) }"),
      [
        j(
          "functionCallExpr(declReferenceExpr\"Button\" argumentList(argument(memberAccessExpr\".cancel\"))",
          " closureExpr(functionCallExpr(declReferenceExpr\"close\" argumentList\"()\"))",
          " labeledTrailingClosure(closureExpr(functionCallExpr(declReferenceExpr\"Text\" argumentList(argument(declReferenceExpr\"t\"))))))"
        )
      ])
  }

  func testClosureSignatureWithCaptureListAndEffects() {
    XCTAssertEqual(
      outlines("load { [weak self] (item: Item) async throws -> Int in $0 }"),
      [
        j(
          "functionCallExpr(declReferenceExpr\"load\" closureExpr(closureSignature(captureList\"[weak self]\"",
          " parameterClause(parameter(identifierType\"Item\")) effectSpecifiers\"async throws\" returnClause(identifierType\"Int\"))",
          " declReferenceExpr\"$0\"))")
      ])
    XCTAssertEqual(
      outlines("xs.map { a, b in a }").first?.contains("closureSignature\"a, b in\""), true)
  }

  func testOperatorSequenceTernaryAndCasts() {
    XCTAssertEqual(
      outlines("x = a + b * c ? d as? Int : e is String"),
      [
        j(
          "sequenceExpr(declReferenceExpr\"x\" declReferenceExpr\"a\" declReferenceExpr\"b\" declReferenceExpr\"c\"",
          " ternaryMiddle(sequenceExpr(declReferenceExpr\"d\" typeCastSuffix(identifierType\"Int\")))",
          " declReferenceExpr\"e\" typeCastSuffix(identifierType\"String\"))")
      ])
  }

  func testGenericCallVersusComparison() {
    XCTAssertEqual(
      outlines("Binding<Int>(get: g, set: s)").first?.hasPrefix(
        "functionCallExpr(genericSpecializationExpr(declReferenceExpr\"Binding\" genericArgumentClause(identifierType\"Int\"))"
      ), true)
    XCTAssertEqual(
      outlines("a < b && c > d"),
      [
        "sequenceExpr(declReferenceExpr\"a\" declReferenceExpr\"b\" declReferenceExpr\"c\" declReferenceExpr\"d\")"
      ])
    XCTAssertEqual(outlines("if a<b { }").first?.contains("genericArgumentClause"), false)
  }

  func testPrefixPostfixTryAwaitInoutKeyPath() {
    XCTAssertEqual(
      outlines("try await f(&x, !y, z!, w?.v, \\.name, \\Item.tags[0]?.count)"),
      [
        j(
          "tryExpr(awaitExpr(functionCallExpr(declReferenceExpr\"f\" argumentList(argument(inOutExpr(declReferenceExpr\"x\"))",
          " argument(prefixOperatorExpr(declReferenceExpr\"y\")) argument(forceUnwrapExpr(declReferenceExpr\"z\"))",
          " argument(memberAccessExpr(optionalChainingExpr(declReferenceExpr\"w\"))) argument(keyPathExpr\"\\.name\")",
          " argument(keyPathExpr(typeExpr\"Item\" argumentList(argument(integerLiteralExpr\"0\"))))))))"
        )
      ])
  }

  func testLiterals() {
    XCTAssertEqual(
      outlines("[1, 2.5, 0x1p-2, 1_000, 0b1010, \"s\", nil, true, /a+/, #/b/#]").first,
      j(
        "arrayExpr(argument(integerLiteralExpr\"1\") argument(floatLiteralExpr\"2.5\") argument(floatLiteralExpr\"0x1p-2\")",
        " argument(integerLiteralExpr\"1_000\") argument(integerLiteralExpr\"0b1010\") argument(stringLiteralExpr\"\"s\"\")",
        " argument(nilLiteralExpr\"nil\") argument(booleanLiteralExpr\"true\") argument(regexLiteralExpr\"/a+/\")",
        " argument(regexLiteralExpr\"#/b/#\"))"))
    XCTAssertEqual(outlines("[a: 1, b: 2]").first?.hasPrefix("dictionaryExpr("), true)
    XCTAssertEqual(outlines("[:]"), ["dictionaryExpr\"[:]\""])
  }

  func testIfAndSwitchExpressions() {
    XCTAssertEqual(
      outlines("let v = if c { 1 } else { 2 }").first,
      j(
        "variableDecl(patternBinding(declReferenceExpr\"v\" initializerClause(ifExpr(conditionList(condition(declReferenceExpr\"c\"))",
        " codeBlock(integerLiteralExpr\"1\") codeBlock(integerLiteralExpr\"2\")))))"))
    XCTAssertEqual(
      outlines("switch x { case .a(let y) where y > 0: f(); @unknown default: break }").first,
      j(
        "switchExpr(declReferenceExpr\"x\" switchCase(switchCaseLabel(functionCallExpr(memberAccessExpr\".a\"",
        " argumentList(argument(bindingPatternExpr(declReferenceExpr\"y\")))) sequenceExpr(declReferenceExpr\"y\" integerLiteralExpr\"0\"))",
        " functionCallExpr(declReferenceExpr\"f\" argumentList\"()\")) switchCase(switchCaseLabel(attribute\"@unknown\") breakStmt\"break\"))"
      ))
  }

  func testImplicitMemberAndMacros() {
    XCTAssertEqual(
      outlines("#Preview { ContentView() }"),
      [
        "macroExpansionDecl(closureExpr(functionCallExpr(declReferenceExpr\"ContentView\" argumentList\"()\")))"
      ])
    XCTAssertEqual(
      outlines("f(#selector(g(_:with:)), .init(x: 1))").first,
      j(
        "functionCallExpr(declReferenceExpr\"f\" argumentList(argument(macroExpansionExpr(argumentList(argument(declReferenceExpr\"g(_:with:)\")))) ",
        "argument(functionCallExpr(memberAccessExpr\".init\" argumentList(argument(integerLiteralExpr\"1\"))))))"
      ))
  }

  func testTrailingClosureRules() {
    // `{` after a condition is the body; inside parentheses a trailing closure is fine.
    XCTAssertEqual(
      outlines("while xs.contains(where: { $0 > 1 }) { step() }").first,
      j(
        "whileStmt(conditionList(condition(functionCallExpr(memberAccessExpr(declReferenceExpr\"xs\") argumentList(argument(",
        "closureExpr(sequenceExpr(declReferenceExpr\"$0\" integerLiteralExpr\"1\"))))))) codeBlock(functionCallExpr(declReferenceExpr\"step\" argumentList\"()\")))"
      ))
    XCTAssertEqual(
      outlines("guard let x = y else { return }").first?.contains("closureExpr"), false)
    XCTAssertEqual(outlines("for x in xs where x > 0 { }").first?.contains("closureExpr"), false)
    // `didSet` after an initializer is an accessor block, not a trailing closure.
    XCTAssertEqual(
      outlines("var v = 0 { didSet { f() } }").first,
      j(
        "variableDecl(patternBinding(declReferenceExpr\"v\" initializerClause(integerLiteralExpr\"0\") accessorBlock(accessorDecl(",
        "codeBlock(functionCallExpr(declReferenceExpr\"f\" argumentList\"()\"))))))"))
  }
}
