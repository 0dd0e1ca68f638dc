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
    XCTAssertFalse(notEquatable("some View"))
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
