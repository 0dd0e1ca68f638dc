import SwiftCST
import XCTest

@testable import MigrationKit

final class SemanticIndexEquatableTests: XCTestCase {
  private let index = SemanticIndex(files: [
    FileDeclarations(
      file: SourceFile(
        text: """
          import SwiftUI

          protocol Keyed: Hashable {}
          protocol Named { var name: String { get } }
          struct Plain { var x: Int }
          struct Declared: Equatable { var x: Int }
          struct ViaProtocol: Keyed { var x: Int }
          struct ViaOtherProtocol: Named { var name: String }
          struct ViaUnknown: RemoteComparable { var x: Int }
          enum Flat { case a, b }
          enum Raw: String { case a }
          enum Carrying { case idle, moving(offset: CGSize) }
          enum Tagged: Equatable { case idle, moving(offset: CGSize) }
          final class Box { var x = 0 }
          final class Remote: NSObject {}
          struct Tapping: ButtonStyle {
            struct Inner {}
            func makeBody(configuration: Configuration) -> some View { configuration.label }
          }
          """),
      path: "A.swift")
  ])

  private func notEquatable(_ text: String, inside enclosing: String? = nil) -> Bool {
    index.isCertainlyNotEquatable(TypeReference(text: text), inside: enclosing)
  }

  func testTypesOfTheRunWithoutAConformanceAreNotEquatable() {
    XCTAssertTrue(notEquatable("Plain"))
    XCTAssertTrue(notEquatable("Plain?"), "an optional of a non-Equatable type")
    XCTAssertTrue(notEquatable("ViaOtherProtocol"))
    XCTAssertTrue(notEquatable("Carrying"), "a case carries a value")
    XCTAssertTrue(notEquatable("Box"))
  }

  func testConformancesTheRunCannotRuleOutMayBeEquatable() {
    XCTAssertFalse(notEquatable("Declared"))
    XCTAssertFalse(notEquatable("ViaProtocol"), "a protocol of the run refines Hashable")
    XCTAssertFalse(notEquatable("ViaUnknown"), "a protocol from outside the run")
    XCTAssertFalse(notEquatable("Flat"), "cases without values")
    XCTAssertFalse(notEquatable("Raw"))
    XCTAssertFalse(notEquatable("Tagged"))
    XCTAssertFalse(notEquatable("Remote"), "a superclass from outside the run")
    XCTAssertFalse(notEquatable("Double"))
    XCTAssertTrue(notEquatable("some View"), "only View is known of it: not Equatable")
  }

  func testClosuresAndStyleConfigurationsAreNotEquatable() {
    XCTAssertTrue(notEquatable("() -> Void"))
    XCTAssertTrue(notEquatable("((Int) -> Void)?"))
    XCTAssertTrue(notEquatable("ButtonStyleConfiguration"))
    XCTAssertTrue(notEquatable("Configuration", inside: "Tapping"))
    XCTAssertTrue(notEquatable("Self.Configuration", inside: "Tapping"))
    XCTAssertFalse(notEquatable("Configuration", inside: "Plain"), "not a style")
    XCTAssertTrue(notEquatable("Inner", inside: "Tapping"), "a nested type of the run")
  }
}

/// Generic parameters' constraints, from the parameter list and the where clause.
final class GenericConstraintTests: XCTestCase {
  private let index = SemanticIndex(files: [
    FileDeclarations(
      file: SourceFile(
        text: """
          protocol Keyed: Hashable {}
          protocol Named {}
          final class Node {}
          struct Popup<T: View>: ViewModifier { let popup: T }
          struct Pair<A: Hashable & View, B, each C>: View where B: Keyed, A == Int, B.Body: Equatable {
            struct Row<D: Named> {}
          }
          struct Free<T> {}
          struct ViaClass<T: Node, U: AnyObject, V: Remote> {}
          extension Free where T: Equatable {}
          """),
      path: "A.swift")
  ])

  func testConstraintsAsWritten() {
    XCTAssertEqual(index.genericConstraints(of: "T", inside: "Popup"), ["View"])
    XCTAssertEqual(index.genericConstraints(of: "A", inside: "Pair"), ["Hashable", "View", "Int"])
    XCTAssertEqual(index.genericConstraints(of: "B", inside: "Pair"), ["Keyed"])
    XCTAssertEqual(index.genericConstraints(of: "C", inside: "Pair"), [])
    // A nested type sees its own parameters and those of the types around it.
    XCTAssertEqual(index.genericConstraints(of: "D", inside: "Pair.Row"), ["Named"])
    XCTAssertEqual(index.genericConstraints(of: "B", inside: "Pair.Row"), ["Keyed"])
    // An extension's where clause is the extension's, not the type's.
    XCTAssertEqual(index.genericConstraints(of: "T", inside: "Free"), [])
    XCTAssertNil(index.genericConstraints(of: "T", inside: "Pair"))
    XCTAssertNil(index.genericConstraints(of: "T", inside: nil))
  }

  func testAGenericParameterIsEquatableOnlyWhenAConstraintMayMakeIt() {
    func notEquatable(_ name: String, _ inside: String) -> Bool {
      index.isCertainlyNotEquatable(TypeReference(text: name), inside: inside)
    }
    XCTAssertTrue(notEquatable("T", "Popup"))
    XCTAssertTrue(notEquatable("T?", "Popup"))
    XCTAssertFalse(notEquatable("A", "Pair"))
    XCTAssertFalse(notEquatable("B", "Pair"))  // Keyed refines Hashable
    XCTAssertTrue(notEquatable("D", "Pair.Row"))  // Named does not
    XCTAssertTrue(notEquatable("T", "Free"))
    XCTAssertTrue(notEquatable("T", "ViaClass"))  // a class of the run without Equatable
    XCTAssertTrue(notEquatable("U", "ViaClass"))
    XCTAssertFalse(notEquatable("V", "ViaClass"))  // a type the run cannot see
  }

  func testOpaqueAndExistentialValues() {
    func notEquatable(_ text: String) -> Bool {
      index.isCertainlyNotEquatable(TypeReference(text: text), inside: nil)
    }
    XCTAssertTrue(notEquatable("some View"))
    XCTAssertFalse(notEquatable("some Hashable"))
    XCTAssertFalse(notEquatable("some Keyed"))
    XCTAssertTrue(notEquatable("some Named"))
    XCTAssertTrue(notEquatable("any Keyed"))  // an existential conforms to nothing
    XCTAssertTrue(notEquatable("(any Hashable)?"))
    XCTAssertFalse(notEquatable("some Remote"))
    XCTAssertFalse(notEquatable("some A & B"))
  }

  func testAFunctionsGenericParametersAtANode() {
    let file = SourceFile(
      text: """
        struct Holder<T: Hashable> {
          func show<T: View, U>(_ a: T, _ b: U, _ c: V) where U: Keyed {
            use(a, b, c)
          }
          func other(_ a: T) { use(a) }
        }
        protocol Keyed: Hashable {}
        """)
    let resolver = Resolver(
      file: file, index: SemanticIndex(files: [FileDeclarations(file: file, path: "A.swift")]))
    let uses = file.calls(named: "use")
    let first = uses[0].arguments.map(\.node)
    XCTAssertTrue(resolver.isCertainlyNotEquatable(TypeReference(text: "T"), at: first[0]))
    XCTAssertFalse(resolver.isCertainlyNotEquatable(TypeReference(text: "U"), at: first[1]))
    XCTAssertFalse(resolver.isCertainlyNotEquatable(TypeReference(text: "V"), at: first[2]))
    // The type's own T, outside the function that shadows it.
    let second = uses[1].arguments[0].node
    XCTAssertFalse(resolver.isCertainlyNotEquatable(TypeReference(text: "T"), at: second))
  }
}
