import SwiftCST
import XCTest

@testable import MigrationKit

/// The semantic index records `typealias` declarations as types of kind `.typealias`: the
/// name is the run's where a type of that name would be (a vendored highlighter's
/// `typealias Color = UIColor` is not SwiftUI's Color), with the access rules, nesting and
/// `#if` variants types have.
final class TypealiasIndexTests: XCTestCase {
  private let highlighter = """
    import UIKit
    typealias Color = UIColor
    extension Color {
      static var keyword: Color { .red }
    }
    struct Theme {
      typealias Font = UIFont
      var tint: Color
    }
    """
  private let shim = """
    #if os(macOS)
    import AppKit
    public typealias UIColor = NSColor
    #endif
    """
  private let rows = """
    private typealias Row = SettingsRow
    fileprivate typealias Handler<T: Equatable> = (T) -> Void
    private extension Theme {
      typealias Shade = Int
    }
    """
  private let other = """
    struct Row: View {
      var body: some View { Text("") }
    }
    """

  private func declarations() -> [FileDeclarations] {
    [
      ("Highlighter.swift", highlighter), ("Other.swift", other), ("Rows.swift", rows),
      ("Shim.swift", shim),
    ].map { FileDeclarations(file: SourceFile(text: $0.1), path: $0.0) }
  }

  private func index(path: String? = nil) -> SemanticIndex {
    SemanticIndex(files: declarations(), path: path)
  }

  func testTheDeclarationIsRecordedWithItsAliasedTypeAccessAndIfConfig() throws {
    let types = declarations().flatMap(\.types).filter { $0.kind == .typealias }
    XCTAssertEqual(
      types.map(\.name),
      ["Color", "Theme.Font", "Row", "Handler", "Theme.Shade", "UIColor"])
    XCTAssertEqual(
      types.map(\.aliasedType),
      ["UIColor", "UIFont", "SettingsRow", "(T) -> Void", "Int", "NSColor"])
    XCTAssertEqual(
      types.map(\.access),
      [.internal, .internal, .private, .fileprivate, .fileprivate, .public])
    XCTAssertEqual(types.map(\.isConditionallyCompiled), [false, false, false, false, false, true])
    XCTAssertEqual(types.first { $0.name == "Handler" }?.genericParameters, ["T"])
    XCTAssertEqual(
      types.first { $0.name == "Handler" }?.genericConstraints,
      [GenericConstraint(parameter: "T", constraint: "Equatable")])
    // Other declarations have none.
    XCTAssertEqual(declarations()[0].types.first { $0.name == "Theme" }?.aliasedType, nil)
  }

  func testAnAliasIsADeclaredTypeOfTheRun() throws {
    let index = index(path: "Highlighter.swift")
    XCTAssertEqual(index.lookUpType(named: "Color", inside: nil), .declared(qualifiedName: "Color"))
    XCTAssertTrue(index.declaresType(named: "Color", inside: nil))
    let color = try XCTUnwrap(index.type(named: "Color"))
    XCTAssertEqual(color.kind, .typealias)
    XCTAssertEqual(color.aliasedType, "UIColor")
    // Nested: `Font` inside Theme is Theme.Font; at top level it is no type of the run.
    XCTAssertEqual(
      index.lookUpType(named: "Font", inside: "Theme"), .declared(qualifiedName: "Theme.Font"))
    XCTAssertEqual(index.lookUpType(named: "Font", inside: nil), .undeclared)
    XCTAssertFalse(index.declaresType(named: "Font", inside: nil))
    // The platform shim: the name is the run's (on macOS it is NSColor).
    XCTAssertTrue(index.declaresType(named: "UIColor", inside: nil))
    XCTAssertEqual(index.type(named: "UIColor")?.isConditionallyCompiled, true)
  }

  func testAnAliasHasTheMembersItsExtensionsDeclareAndMayHaveAnyOther() {
    let index = index()
    XCTAssertEqual(index.members(named: "keyword", in: "Color").map(\.name), ["keyword"])
    XCTAssertTrue(index.mayInheritUnknownMembers("Color"))
  }

  func testAFilePrivateAliasIsSeenFromItsOwnFileOnly() {
    // Rows.swift's private Row beside Other.swift's internal one: ambiguous there.
    XCTAssertEqual(
      index(path: "Rows.swift").lookUpType(named: "Row", inside: nil),
      .ambiguous(qualifiedName: "Row"))
    XCTAssertEqual(
      index(path: "Other.swift").type(named: "Row")?.kind, .struct)
    XCTAssertEqual(
      index(path: "Other.swift").lookUpType(named: "Handler", inside: nil), .undeclared)
    XCTAssertEqual(
      index(path: "Rows.swift").lookUpType(named: "Handler", inside: nil),
      .declared(qualifiedName: "Handler"))
    // An alias declared without a modifier in a private extension is fileprivate.
    XCTAssertEqual(
      index(path: "Highlighter.swift").lookUpType(named: "Shade", inside: "Theme"), .undeclared)
    XCTAssertEqual(
      index(path: "Rows.swift").lookUpType(named: "Shade", inside: "Theme"),
      .declared(qualifiedName: "Theme.Shade"))
  }

  func testPlatformVariantsOfOneAliasAreOneType() throws {
    let file = SourceFile(
      text: """
        enum Asset {
          #if os(macOS)
          public typealias Color = NSColor
          #elseif os(iOS)
          public typealias Color = UIColor
          #endif
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "Asset.swift")])
    let color = try XCTUnwrap(index.type(named: "Asset.Color"))
    XCTAssertEqual(color.kind, .typealias)
    XCTAssertTrue(color.isConditionallyCompiled)
    XCTAssertEqual(
      index.lookUpType(named: "Color", inside: "Asset"), .declared(qualifiedName: "Asset.Color"))
  }

  func testAnAliasIsNotKnownToDifferFromTheTypeItMayName() {
    let file = SourceFile(
      text: """
        typealias Tint = Color
        struct Badge {
          let tint: Tint
          func fill() -> some View { Circle().fill(tint) }
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "Badge.swift")])
    let resolver = Resolver(file: file, index: index)
    let tint = file.nodes(.declReferenceExpr).first { $0.text == "tint" }!
    XCTAssertEqual(resolver.type(of: tint)?.name, "Tint")
    XCTAssertFalse(resolver.isKnown(tint, notToBe: "Color"))
  }
}
