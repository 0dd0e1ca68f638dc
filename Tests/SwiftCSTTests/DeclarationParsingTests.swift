import SwiftCST
import XCTest

final class DeclarationParsingTests: XCTestCase {
  func testStructWithGenericsInheritanceWhereAndMembers() {
    XCTAssertEqual(
      outlines(
        "@MainActor public struct Box<T: View, each U>: View, Sendable where T: Equatable { let a: T }"
      ).first,
      j(
        "structDecl(attribute\"@MainActor\" modifier\"public\" genericParameterClause(genericParameter(identifierType\"View\")",
        " genericParameter\"each U\") inheritanceClause(identifierType\"View\" identifierType\"Sendable\")",
        " genericWhereClause(genericRequirement(identifierType\"T\" identifierType\"Equatable\"))",
        " memberBlock(variableDecl(patternBinding(declReferenceExpr\"a\" typeAnnotation(identifierType\"T\")))))"
      ))
  }

  func testFunctionSignature() {
    XCTAssertEqual(
      outlines(
        "static func f<T>(_ x: inout T, label y: @escaping () -> Void = {}) async throws(E) -> some View where T: P {}"
      ).first,
      j(
        "functionDecl(modifier\"static\" genericParameterClause(genericParameter\"T\") parameterClause(parameter(attributedType(identifierType\"T\"))",
        " parameter(attributedType(attribute\"@escaping\" functionType(tupleType\"()\" identifierType\"Void\")) initializerClause(closureExpr\"{}\")))",
        " effectSpecifiers(identifierType\"E\") returnClause(someOrAnyType(identifierType\"View\"))",
        " genericWhereClause(genericRequirement(identifierType\"T\" identifierType\"P\")) codeBlock\"{}\")"
      ))
  }

  func testPropertiesAccessorsAndWrappers() {
    XCTAssertEqual(
      outlines("@State private(set) var x: Int = 1, y = 2").first,
      j(
        "variableDecl(attribute\"@State\" modifier\"private(set)\" patternBinding(declReferenceExpr\"x\" typeAnnotation(identifierType\"Int\")",
        " initializerClause(integerLiteralExpr\"1\")) patternBinding(declReferenceExpr\"y\" initializerClause(integerLiteralExpr\"2\")))"
      ))
    XCTAssertEqual(
      outlines("var v: Int { get async throws }").first,
      "variableDecl(patternBinding(declReferenceExpr\"v\" typeAnnotation(identifierType\"Int\") accessorBlock(accessorDecl(effectSpecifiers\"async throws\"))))"
    )
    XCTAssertEqual(
      outlines("subscript(i: Int) -> T { get { a } set { b } }").first,
      j(
        "subscriptDecl(parameterClause(parameter(identifierType\"Int\")) returnClause(identifierType\"T\")",
        " accessorBlock(accessorDecl(codeBlock(declReferenceExpr\"a\")) accessorDecl(codeBlock(declReferenceExpr\"b\"))))"
      ))
  }

  func testTypesOfAllShapes() {
    let text =
      "let t: (a: [Int: String]?, Set<Int>.Index, any P & Q, Int.Type, (Int) -> Void, ~Copyable, Binding<Bool>?)"
    XCTAssertEqual(
      outlines(text).first,
      j(
        "variableDecl(patternBinding(declReferenceExpr\"t\" typeAnnotation(tupleType(tupleTypeElement(optionalType(dictionaryType(",
        "identifierType\"Int\" identifierType\"String\"))) tupleTypeElement(memberType(identifierType(genericArgumentClause(",
        "identifierType\"Int\")))) tupleTypeElement(someOrAnyType(compositionType(identifierType\"P\" identifierType\"Q\")))",
        " tupleTypeElement(metatypeType(identifierType\"Int\")) tupleTypeElement(functionType(tupleType(tupleTypeElement(",
        "identifierType\"Int\")) identifierType\"Void\")) tupleTypeElement(suppressedType(identifierType\"Copyable\"))",
        " tupleTypeElement(optionalType(identifierType(genericArgumentClause(identifierType\"Bool\"))))))))"
      ))
  }

  func testEnumsExtensionsProtocolsAndOthers() {
    XCTAssertEqual(
      outlines("enum E: Int { case a = 1, b; indirect case c(E, label: Int) }").first,
      j(
        "enumDecl(inheritanceClause(identifierType\"Int\") memberBlock(enumCaseDecl(enumCaseElement(initializerClause(",
        "integerLiteralExpr\"1\")) enumCaseElement\"b\") enumCaseDecl(modifier\"indirect\" enumCaseElement(parameterClause(",
        "parameter\"E\" parameter(identifierType\"Int\"))))))"))
    XCTAssertEqual(
      outlines("extension Array: P where Element == Int {}").first?.hasPrefix(
        "extensionDecl(identifierType\"Array\""), true)
    XCTAssertEqual(
      outlines("protocol P<A> { associatedtype A; func f() }").first?.hasPrefix("protocolDecl("),
      true)
    XCTAssertEqual(
      outlines("import struct Foundation.Date").first, "importDecl\"import struct Foundation.Date\""
    )
    XCTAssertEqual(outlines("actor A {}").first, "actorDecl(memberBlock\"{}\")")
    XCTAssertEqual(
      outlines("typealias F = (Int) -> Void").first?.hasPrefix("typealiasDecl(functionType"), true)
    XCTAssertEqual(
      outlines("infix operator <> : AdditionPrecedence").first, "operatorDecl(modifier\"infix\")")
    XCTAssertEqual(
      outlines("init?(x: Int) {}").first,
      "initializerDecl(parameterClause(parameter(identifierType\"Int\")) codeBlock\"{}\")")
  }

  func testIfConfigAnywhere() {
    let text = """
      #if os(iOS)
      import UIKit
      #elseif canImport(AppKit)
      import AppKit
      #else
      #endif
      struct S {
        #if DEBUG
        var x = 1
        #endif
      }
      """
    XCTAssertEqual(diagnostics(text), [])
    let file = SourceFile(text: text)
    XCTAssertEqual(file.nodes(.ifConfigDecl).count, 2)
    XCTAssertEqual(file.nodes(.ifConfigClause).count, 4)
    XCTAssertEqual(
      outlines("switch x {\ncase 1: f()\n#if DEBUG\ncase 2: g()\n#endif\ndefault: break\n}").first?
        .contains("ifConfigDecl(ifConfigClause("),
      true)
  }

  func testStatements() {
    XCTAssertEqual(
      outlines("outer: for case let (a, b)? in pairs where a > b { continue outer }").first,
      j(
        "labeledStmt(forStmt(bindingPatternExpr(optionalChainingExpr(tupleExpr(argument(declReferenceExpr\"a\") argument(",
        "declReferenceExpr\"b\")))) declReferenceExpr\"pairs\" sequenceExpr(declReferenceExpr\"a\" declReferenceExpr\"b\")",
        " codeBlock(continueStmt\"continue outer\")))"))
    XCTAssertEqual(
      outlines("do { try f() } catch let e as E where e.x { } catch { }").first,
      j(
        "doStmt(codeBlock(tryExpr(functionCallExpr(declReferenceExpr\"f\" argumentList\"()\"))) catchClause(sequenceExpr(",
        "bindingPatternExpr(declReferenceExpr\"e\") typeCastSuffix(identifierType\"E\")) memberAccessExpr(declReferenceExpr\"e\")",
        " codeBlock\"{ }\") catchClause(codeBlock\"{ }\"))"))
    XCTAssertEqual(
      outlines("repeat { x += 1 } while x < 3").first?.hasPrefix("repeatStmt(codeBlock("), true)
    XCTAssertEqual(outlines("defer { close() }").first?.hasPrefix("deferStmt(codeBlock("), true)
    XCTAssertEqual(
      outlines("if let x, case .some(let y) = z, #available(iOS 15, *) {}").first,
      j(
        "ifExpr(conditionList(condition(declReferenceExpr\"x\") condition(functionCallExpr(memberAccessExpr\".some\" argumentList(",
        "argument(bindingPatternExpr(declReferenceExpr\"y\")))) initializerClause(declReferenceExpr\"z\")) condition(",
        "macroExpansionExpr(argumentList\"(iOS 15, *)\"))) codeBlock\"{}\")"))
  }
}
