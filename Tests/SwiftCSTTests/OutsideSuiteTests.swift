import SwiftCST
import XCTest

/// Constructs found by the second pass over the outside suites (swift-syntax's parser tests,
/// SwiftFormat's tests) and the real-code pool: each is accepted by
/// `swiftc -frontend -parse`, so each must parse with no diagnostic, with this exact tree.
final class OutsideSuiteTests: XCTestCase {
  func accepted(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    XCTAssertEqual(diagnostics(text), [], file: file, line: line)
    XCTAssertEqual(SourceFile(text: text).printed(), Array(text.utf8), file: file, line: line)
    return outlines(text)
  }

  /// Module selectors are nodes of their own, and the typed views read the name after them.
  func testModuleSelectorsAreNodesAndNamesSkipThem() {
    let text = "import struct Kit::A\n_ = Swift::print(1)\nlet v = x.Swift::min(1)"
    XCTAssertEqual(
      accepted(text),
      [
        "importDecl(moduleSelector\"Kit::\")",
        "sequenceExpr(declReferenceExpr\"_\" functionCallExpr(declReferenceExpr(moduleSelector\"Swift::\") argumentList(argument(integerLiteralExpr\"1\"))))",
        "variableDecl(patternBinding(declReferenceExpr\"v\" initializerClause(functionCallExpr(memberAccessExpr(declReferenceExpr\"x\" moduleSelector\"Swift::\") argumentList(argument(integerLiteralExpr\"1\"))))))",
      ])
    let source = SourceFile(text: text)
    let calls = source.nodes(.functionCallExpr).map { FunctionCall($0)! }
    XCTAssertEqual(calls.map(\.calleeName), ["print", "min"])
    XCTAssertEqual(calls[0].callee.moduleName, "Swift")
    XCTAssertEqual(calls[0].callee.leftmostName, "print")
    let member = MemberAccess(calls[1].callee)!
    XCTAssertEqual(member.base?.text, "x")
    XCTAssertEqual(member.moduleSelector?.text, "Swift::")
    XCTAssertEqual(member.name, "min")
    XCTAssertEqual(source.calls(named: "min").count, 1)
    XCTAssertEqual(source.calls(named: "print").count, 1)
    XCTAssertEqual(source.calls(named: "Swift").count, 0)
    // An implicit member with a selector has no base.
    let implicit = SourceFile(text: "let w: T = .Swift::min").nodes(.memberAccessExpr)[0]
    XCTAssertNil(MemberAccess(implicit)?.base)
    XCTAssertEqual(MemberAccess(implicit)?.name, "min")
  }

  /// Only `{ didSet`, `{ willSet` and `{ init` make a `{` an accessor block rather than a
  /// trailing closure (yattee, anytype: `Button { set(to: 0) }`, `compactMap { get(id: $0) }`).
  func testGetAndSetCallsStartTrailingClosures() {
    XCTAssertEqual(
      accepted("xs.compactMap { get(id: $0) }"),
      [
        "functionCallExpr(memberAccessExpr(declReferenceExpr\"xs\") closureExpr(functionCallExpr(declReferenceExpr\"get\" argumentList(argument(declReferenceExpr\"$0\")))))"
      ])
    XCTAssertEqual(
      accepted("Button(role: .x) { set(to: 0) } label: { l }"),
      [
        "functionCallExpr(declReferenceExpr\"Button\" argumentList(argument(memberAccessExpr\".x\")) closureExpr(functionCallExpr(declReferenceExpr\"set\" argumentList(argument(integerLiteralExpr\"0\")))) labeledTrailingClosure(closureExpr(declReferenceExpr\"l\")))"
      ])
    XCTAssertEqual(
      accepted("var x = 1 { didSet { } }"),
      [
        "variableDecl(patternBinding(declReferenceExpr\"x\" initializerClause(integerLiteralExpr\"1\") accessorBlock(accessorDecl(codeBlock\"{ }\"))))"
      ])
  }

  /// A type's `<` and `.` may follow spaces or a line break (anytype: `-> AnyPublisher\n<A, B>`);
  /// so may an attribute's, which is a type (`@Encoded .Foo`).
  func testGenericArgumentsAndMembersOfTypesAfterWhitespace() {
    XCTAssertEqual(
      accepted("let h: AnyPublisher\n<Int, Never>"),
      [
        "variableDecl(patternBinding(declReferenceExpr\"h\" typeAnnotation(identifierType(genericArgumentClause(identifierType\"Int\" identifierType\"Never\")))))"
      ])
    XCTAssertEqual(
      accepted("Foo <Bar <Baz>>"),
      [
        "genericSpecializationExpr(declReferenceExpr\"Foo\" genericArgumentClause(identifierType(genericArgumentClause(identifierType\"Baz\"))))"
      ])
    XCTAssertEqual(
      accepted("@Encoded .Foo var foo: String"),
      [
        "variableDecl(attribute\"@Encoded .Foo\" patternBinding(declReferenceExpr\"foo\" typeAnnotation(identifierType\"String\")))"
      ])
  }

  /// Parentheses after a type attribute are the function type's parameters when `->`,
  /// `async`, `throws` or the type's end follow them (Trio: `@MainActor([T]) -> Void`); an
  /// attribute's arguments may follow a space (Swift 5 mode: `@ FooBar (arg)`).
  func testParenthesesAfterAttributes() {
    XCTAssertEqual(
      accepted("let f: @MainActor([Int]) -> Void"),
      [
        "variableDecl(patternBinding(declReferenceExpr\"f\" typeAnnotation(attributedType(attribute\"@MainActor\" functionType(tupleType(tupleTypeElement(arrayType(identifierType\"Int\"))) identifierType\"Void\")))))"
      ])
    XCTAssertEqual(
      accepted("@ FooBar (arg) func foo() {}"),
      [
        "functionDecl(attribute(argumentList\"(arg)\") parameterClause\"()\" codeBlock\"{}\")"
      ])
    XCTAssertEqual(
      accepted("@objc(f:) func f(_ x: Int) {}"),
      [
        "functionDecl(attribute(argumentList\"(f:)\") parameterClause(parameter(identifierType\"Int\")) codeBlock\"{}\")"
      ])
  }
}
