import SwiftCST
import XCTest

@testable import MigrationKit

/// Whether a value is known to be of another type than `Color`.
final class ResolverDistinctTypesTests: XCTestCase {
  func testKnownTypesOtherThanColor() {
    let file = SourceFile(
      text: """
        import CoreGraphics
        import SwiftUI

        typealias Tint = Color
        struct Palette { let name: String }
        extension Color { static let brand = Color.red }

        struct Badge {
          let ink: CGColor
          let paint: UIColor
          let tint: Tint
          let palette: Palette
          let colour: Color
          let maybe: Color?
          let mystery: Mystery

          func inkColour() -> CGColor { ink }
          func swiftUIColour() -> SwiftUI.Color { colour }

          func show() {
            use(ink, inkColour(), paint, palette, "label", colour, maybe, swiftUIColour(), tint,
              mystery, Color.brand, unknownValue)
          }
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let arguments = file.calls(named: "use")[0].arguments.map(\.expression!)
    XCTAssertEqual(
      arguments.map { resolver.isKnown($0, notToBe: "Color") },
      [true, true, true, true, true, false, false, false, false, false, false, false])
  }

  /// A ternary whose condition compares is of its branches' type, not a Bool.
  func testTernaryWithComparisonIsNotABool() {
    let file = SourceFile(
      text: """
        struct Level {
          let level: Int
          let shade: Mystery

          func show() {
            use(level > 2 ? shade : .red, level > 2, level > 2 ? 1 : 2, level + 1 > 2 ? "a" : "b")
          }
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let arguments = file.calls(named: "use")[0].arguments.map(\.expression!)
    XCTAssertEqual(arguments.map { resolver.type(of: $0)?.text }, [nil, "Bool", "Int", "String"])
    XCTAssertFalse(resolver.isKnown(arguments[0], notToBe: "Color"))
  }

  /// UIKit's colour class properties are UIColors, extended by the run or not; a name UIColor
  /// does not have, or one the run declares on it with its own type, is not assumed.
  func testUIKitColourClassPropertiesAreUIColors() {
    let file = SourceFile(
      text: """
        extension UIColor {
          static var red: Tint { Tint() }
          var swiftUI: Color { Color(uiColor: self) }
        }
        struct Tint {}
        func show() {
          use(UIColor.tertiaryLabel, UIColor.systemBackground, UIColor.clear, UIColor.red,
            UIColor.brandInk, UIColor.label.swiftUI)
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let arguments = file.calls(named: "use")[0].arguments.map(\.expression!)
    XCTAssertEqual(
      arguments.map { resolver.type(of: $0)?.text },
      ["UIColor", "UIColor", "UIColor", "Tint", nil, "Color"])
  }
}
