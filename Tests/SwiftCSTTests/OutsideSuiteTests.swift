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

  /// A `#if` in a switch holds cases when its first item, after any directive lines (an empty
  /// clause, a nested `#if`), is a case label (swift-syntax `atStartOfConditionalSwitchCases`).
  func testIfConfigOfCasesAfterAnEmptyOrNestedClause() {
    XCTAssertEqual(
      accepted("switch x {\ncase 1: break\n#if NEVER\n#elseif C\ncase 2:\n  break\n#endif\n}"),
      [
        "switchExpr(declReferenceExpr\"x\" switchCase(switchCaseLabel(integerLiteralExpr\"1\") breakStmt\"break\") ifConfigDecl(ifConfigClause(declReferenceExpr\"NEVER\") ifConfigClause(declReferenceExpr\"C\" switchCase(switchCaseLabel(integerLiteralExpr\"2\") breakStmt\"break\"))))",
      ])
    XCTAssertEqual(
      accepted("switch x {\ncase 6: print(6)\n#if BAR\n#if BAZ\ncase 7: print(7)\n#endif\ncase 9: fallthrough\n#endif\ncase 10: print(10)\n}"),
      [
        "switchExpr(declReferenceExpr\"x\" switchCase(switchCaseLabel(integerLiteralExpr\"6\") functionCallExpr(declReferenceExpr\"print\" argumentList(argument(integerLiteralExpr\"6\")))) ifConfigDecl(ifConfigClause(declReferenceExpr\"BAR\" ifConfigDecl(ifConfigClause(declReferenceExpr\"BAZ\" switchCase(switchCaseLabel(integerLiteralExpr\"7\") functionCallExpr(declReferenceExpr\"print\" argumentList(argument(integerLiteralExpr\"7\")))))) switchCase(switchCaseLabel(integerLiteralExpr\"9\") fallthroughStmt\"fallthrough\"))) switchCase(switchCaseLabel(integerLiteralExpr\"10\") functionCallExpr(declReferenceExpr\"print\" argumentList(argument(integerLiteralExpr\"10\")))))",
      ])
  }

  /// A postfix `#if` whose first clause starts with a nested `#if`.
  func testPostfixIfConfigStartingWithANestedIfConfig() {
    XCTAssertEqual(
      accepted("foo\n  .bar()\n  #if A\n  #if B\n  .c()\n  #endif\n  .d()\n  #endif"),
      [
        "postfixIfConfigExpr(functionCallExpr(memberAccessExpr(declReferenceExpr\"foo\") argumentList\"()\") ifConfigDecl(ifConfigClause(declReferenceExpr\"A\" functionCallExpr(memberAccessExpr(postfixIfConfigExpr(ifConfigDecl(ifConfigClause(declReferenceExpr\"B\" functionCallExpr(memberAccessExpr\".c\" argumentList\"()\"))))) argumentList\"()\"))))",
      ])
  }

  /// `discard` with any operand on its line; freestanding macros with modifiers.
  func testDiscardStatementsAndModifiedMacroDeclarations() {
    XCTAssertEqual(
      accepted("discard Self\ndiscard x"),
      [
        "discardStmt(declReferenceExpr\"Self\")",
        "discardStmt(declReferenceExpr\"x\")",
      ])
    XCTAssertEqual(
      accepted("public #topLevel\nstruct S {\n  public static #member(1)\n}"),
      [
        "macroExpansionDecl(modifier\"public\" macroExpansionExpr\"#topLevel\")",
        "structDecl(memberBlock(macroExpansionDecl(modifier\"public\" modifier\"static\" macroExpansionExpr(argumentList(argument(integerLiteralExpr\"1\"))))))",
      ])
  }

  /// `isolated`/`_const` before a parameter's names are modifiers unless a `:` shows they are
  /// its label; `init ?(…)` and `init !(…)` with spaces.
  func testParameterModifiersAndSpacedFailableInitializers() {
    let parameters = SourceFile(
      text: "func f(isolated _const _ map: String, isolated x: A, _const: Int) {}"
    ).nodes(.parameter).map(Parameter.init)
    XCTAssertEqual(parameters.map(\.firstName), ["_", "isolated", "_const"])
    XCTAssertEqual(parameters.map(\.localName), ["map", "x", "_const"])
    XCTAssertEqual(
      accepted("func f(isolated _const _ map: String, isolated x: A, _const: Int) {}"),
      [
        "functionDecl(parameterClause(parameter(modifier\"isolated\" modifier\"_const\" identifierType\"String\") parameter(identifierType\"A\") parameter(identifierType\"Int\")) codeBlock\"{}\")",
      ])
    XCTAssertEqual(
      accepted("struct S {\n  init !(a: Int) {}\n  init ?(b: Int) {}\n  init ? (c: Int) {}\n}"),
      [
        "structDecl(memberBlock(initializerDecl(parameterClause(parameter(identifierType\"Int\")) codeBlock\"{}\") initializerDecl(parameterClause(parameter(identifierType\"Int\")) codeBlock\"{}\") initializerDecl(parameterClause(parameter(identifierType\"Int\")) codeBlock\"{}\")))",
      ])
  }

  /// `~ Hashable`; a bare `nonisolated` is a type name; `<-123>`; `any` as a name after `each`.
  func testTypesWithSpacesAndContextualNames() {
    XCTAssertEqual(
      accepted("extension Int: nonisolated Q {}\nstruct S: nonisolated\n  P {}"),
      [
        "extensionDecl(identifierType\"Int\" inheritanceClause(attributedType(identifierType\"Q\")) memberBlock\"{}\")",
        "structDecl(inheritanceClause(attributedType(identifierType\"P\")) memberBlock\"{}\")",
      ])
    XCTAssertEqual(
      accepted("enum E: Int, ~ Hashable {}\nlet x: nonisolated\n(hello)\nlet y: Generic<-123>\nfunc f<each T>() -> (each any, T) {}"),
      [
        "enumDecl(inheritanceClause(identifierType\"Int\" suppressedType(identifierType\"Hashable\")) memberBlock\"{}\")",
        "variableDecl(patternBinding(declReferenceExpr\"x\" typeAnnotation(identifierType\"nonisolated\")))",
        "tupleExpr(argument(declReferenceExpr\"hello\"))",
        "variableDecl(patternBinding(declReferenceExpr\"y\" typeAnnotation(identifierType(genericArgumentClause(identifierType\"-123\")))))",
        "functionDecl(genericParameterClause(genericParameter\"each T\") parameterClause\"()\" returnClause(tupleType(tupleTypeElement(someOrAnyType(identifierType\"any\")) tupleTypeElement(identifierType\"T\"))) codeBlock\"{}\")",
      ])
  }

  /// `repeat` in generic arguments, a key path glued into `.?.`, and `&&` that is no type
  /// composition (`x < y && z > (a * b)` compares).
  func testExpressionsWithPacksKeyPathsAndComparisons() {
    XCTAssertEqual(
      accepted("_ = G<Int, repeat Array<each T>>.self\n_ = d(\\ .?.status)\nif x < y && z > (a * b) {}"),
      [
        "sequenceExpr(declReferenceExpr\"_\" memberAccessExpr(genericSpecializationExpr(declReferenceExpr\"G\" genericArgumentClause(identifierType\"Int\" someOrAnyType(identifierType(genericArgumentClause(someOrAnyType(identifierType\"T\"))))))))",
        "sequenceExpr(declReferenceExpr\"_\" functionCallExpr(declReferenceExpr\"d\" argumentList(argument(keyPathExpr\"\\ .?.status\"))))",
        "ifExpr(conditionList(condition(sequenceExpr(declReferenceExpr\"x\" declReferenceExpr\"y\" declReferenceExpr\"z\" tupleExpr(argument(sequenceExpr(declReferenceExpr\"a\" declReferenceExpr\"b\")))))) codeBlock\"{}\")",
      ])
  }

  /// In an initializer's body `init(…)` is a call, not a declaration.
  func testInitCallInsideAnInitializer() {
    XCTAssertEqual(
      accepted("enum E: Int {\n  case a = 1\n  init(x: Int) { init(rawValue: x)! }\n}"),
      [
        "enumDecl(inheritanceClause(identifierType\"Int\") memberBlock(enumCaseDecl(enumCaseElement(initializerClause(integerLiteralExpr\"1\"))) initializerDecl(parameterClause(parameter(identifierType\"Int\")) codeBlock(forceUnwrapExpr(functionCallExpr(declReferenceExpr\"init\" argumentList(argument(declReferenceExpr\"x\"))))))))",
      ])
  }

  /// `borrowing x`, `_borrowing x` bind like `let x` in patterns.
  func testNoncopyableBindingPatterns() {
    XCTAssertEqual(
      accepted("switch p {\ncase _borrowing a: ()\ncase .payload(borrowing x): ()\n}\nif case _borrowing z = y {}"),
      [
        "switchExpr(declReferenceExpr\"p\" switchCase(switchCaseLabel(bindingPatternExpr(declReferenceExpr\"a\")) tupleExpr\"()\") switchCase(switchCaseLabel(functionCallExpr(memberAccessExpr\".payload\" argumentList(argument(bindingPatternExpr(declReferenceExpr\"x\"))))) tupleExpr\"()\"))",
        "ifExpr(conditionList(condition(bindingPatternExpr(declReferenceExpr\"z\") initializerClause(declReferenceExpr\"y\"))) codeBlock\"{}\")",
      ])
  }

  /// `DeclarationHeader.attributes` lists attributes written inside `#if` blocks of the
  /// attribute list (nested too), in source order, so that "has `@State`" or "has
  /// `@ViewBuilder`" sees them; a clause the compiler skips (a false `compiler(>=…)`)
  /// is not read.
  func testDeclarationHeaderListsAttributesInsideIfConfig() {
    let text = """
      struct V: View {
        #if os(iOS)
        @State
        #else
        @Binding
        #endif
        var x: Int
        @MainActor
        #if DEBUG
        #if canImport(UIKit)
        @ViewBuilder
        #endif
        #endif
        var body: some View { Text("") }
        #if compiler(>=99)
        @Future
        #endif
        var y = 1
        @Swift::available(*, deprecated) var z = 2
      }
      """
    XCTAssertEqual(accepted(text).count, 1)
    let headers = SourceFile(text: text).nodes(.variableDecl).map(DeclarationHeader.init)
    XCTAssertEqual(headers.map { $0.attributes.map(\.name) }, [
      ["State", "Binding"], ["MainActor", "ViewBuilder"], [], ["available"],
    ])
    XCTAssertEqual(headers.map { $0.attributes.map(\.isConditional) }, [
      [true, true], [false, true], [], [false],
    ])
    XCTAssertTrue(headers[0].hasAttribute("State"))
    XCTAssertTrue(headers[1].hasAttribute("ViewBuilder"))
    XCTAssertFalse(headers[2].hasAttribute("Future"))
    let body = VariableDeclaration(SourceFile(text: text).nodes(.variableDecl)[1])
    XCTAssertEqual(body?.header.attributes.map(\.name), ["MainActor", "ViewBuilder"])
  }
}
