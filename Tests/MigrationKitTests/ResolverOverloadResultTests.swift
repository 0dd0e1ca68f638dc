import SwiftCST
import XCTest

@testable import MigrationKit

/// The result type of a call to an overloaded function: the overloads its labels fit.
final class ResolverOverloadResultTests: XCTestCase {
  func testTheOverloadTheLabelsFitGivesTheType() {
    let file = SourceFile(
      text: """
        extension Color {
          static func from(hex: String) -> Color { .red }
          static func from(theme: Theme, dark: Bool) -> Color? { nil }
          static func shade(_ level: Int) -> Color { .gray }
          static func shade(_ name: String) -> Color { .gray }
          static func pick(_ level: Int) -> Color { .gray }
          static func pick(_ name: String) -> Color? { nil }
        }
        struct Theme {}
        func show(theme: Theme, level: Int) {
          use(Color.from(hex: "#fff"), Color.from(theme: theme, dark: true), Color.shade(1),
            Color.pick(level), Color.from(other: 1), Color.pick(2), Color.pick("dim"),
            Color.pick(0.5))
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let arguments = file.calls(named: "use")[0].arguments.map(\.expression!)
    // `pick(level)`: both overloads fit an unlabelled argument and disagree, so the type is
    // unknown; no overload has the label `other:`. A literal fits only the overload whose
    // parameter can be of its kind: `2` an Int, `"dim"` a String; `0.5` is ruled out of the
    // String one only (a number literal's own type is not checked), so the Int one fits.
    XCTAssertEqual(
      arguments.map { resolver.type(of: $0)?.text },
      ["Color", "Color?", "Color", nil, nil, "Color", "Color?", "Color"])
  }

  /// `Color.hex(…)` after the type's name is the static function, not the instance property
  /// of the same name; a static property and a static function sharing a name stay unknown.
  func testAStaticMemberIsMeantAfterTheTypeName() {
    let file = SourceFile(
      text: """
        extension Color {
          static func hex(_ code: String) -> Color { .red }
          var hex: String { "" }
          static func badge(_ code: String) -> Color? { nil }
          var badge: Bool { false }
          static var tone: Color { .gray }
          static func tone(_ level: Int) -> Color? { nil }
          var tone: Int { 0 }
        }
        func show(code: String) {
          use(Color.hex(code), Color.badge(code), Color.tone(1))
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let arguments = file.calls(named: "use")[0].arguments.map(\.expression!)
    XCTAssertEqual(
      arguments.map { resolver.type(of: $0)?.text }, ["Color", "Color?", nil])
  }
}
