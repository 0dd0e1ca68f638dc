import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class ForegroundStyleTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: ForegroundStyle())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 8)
    XCTAssertGreaterThanOrEqual(unchanged.count, 7)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 7)
  }

  /// The kind of a foregroundColor argument and the text it is rewritten to.
  private func classify(_ argument: String, colours: [ProjectFact] = []) -> (
    ForegroundStyle.Colour.Kind, String
  ) {
    let file = SourceFile(text: "let v = x.foregroundColor(\(argument))")
    XCTAssertEqual(file.diagnostics, [], argument)
    let site = file.nodes(.functionCallExpr).compactMap {
      ModifierCallSite($0, named: "foregroundColor")
    }[0]
    let expression = site.call.arguments[0].expression!
    let colour = ForegroundStyle().classify(
      expression, ForegroundStyle.Colours(ProjectIndex(facts: colours)))
    var text = Array(expression.text.utf8)
    let offset = expression.range.lowerBound
    for edit in colour.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      text.replaceSubrange(
        (edit.range.lowerBound - offset)..<(edit.range.upperBound - offset),
        with: Array(edit.replacement.utf8))
    }
    return (colour.kind, String(decoding: text, as: UTF8.self))
  }

  func testColoursThatCannotBeNil() {
    for (argument, written) in [
      (".red", ".red"), ("Color.red", "Color.red"), ("Color(\"Brand\")", "Color(\"Brand\")"),
      ("Color(red: 1, green: 0, blue: 0)", "Color(red: 1, green: 0, blue: 0)"),
      (".accentColor", "Color.accentColor"), ("Color.primary", "Color.primary"),
      (".primary", "Color.primary"), (".secondary", "Color.secondary"),
      (".white.opacity(0.8)", ".white.opacity(0.8)"),
      (".secondary.opacity(0.5)", "Color.secondary.opacity(0.5)"),
      ("Color.init(white: 1)", "Color.init(white: 1)"), (".init(white: 1)", "Color(white: 1)"),
      ("SwiftUI.Color.red", "SwiftUI.Color.red"), ("(.red)", "(.red)"),
      ("on ? .red : .secondary", "on ? .red : Color.secondary"),
    ] {
      let (kind, text) = classify(argument)
      XCTAssertEqual(kind, .nonOptional, argument)
      XCTAssertEqual(text, written, argument)
    }
  }

  func testValuesThatMayBeNil() {
    for (argument, kind) in [
      ("nil", .nilLiteral), (".none", .nilLiteral), ("on ? .red : nil", .optional),
      ("(on ? nil : .red)", .optional), ("tint", .unknown), ("theme.color(for: 1)", .unknown),
      ("tint ?? .red", .nonOptional), ("tint ?? fallback", .unknown),
      // A dictionary's value or a collection's first element may be `Color??` (of
      // `[String: Color?]`), and `?? .red` leaves a `Color?` then: unknown without types.
      ("tints[key] ?? .red", .unknown), ("picks.first ?? .red", .unknown),
      ("(tints[key]) ?? .red", .unknown),
      ("Color.red.mix(with: .blue)", .unknown),
      (".brand", .unknown), ("Color.brand", .unknown), (".tertiary", .unknown),
      ("on ? tint : .red", .unknown), ("Color", .unknown), (".brand(0.5)", .unknown),
    ] as [(String, ForegroundStyle.Colour.Kind)] {
      XCTAssertEqual(classify(argument).0, kind, argument)
    }
    XCTAssertEqual(classify(".brand").1, "Color.brand")
    XCTAssertEqual(classify(".tertiary").1, "Color.tertiary")
  }

  func testProjectColours() {
    let palette = SourceFile(
      text: """
        extension Color {
          static let brand = Color("Brand")
          static var ink: Color { .black }
          static let shadow: Color? = nil
          static let computed = makeColour()
          let notStatic = Color.red
        }
        extension ShapeStyle where Self == Color {
          static var leaf: Color { .green }
        }
        extension ShapeStyle where Self == AnyShapeStyle {
          static var other: AnyShapeStyle { AnyShapeStyle(.red) }
        }
        """)
    let facts = ForegroundStyle.colourFacts(in: palette)
    XCTAssertEqual(
      facts.filter { $0.key == "foreground-style.colour" }.map(\.value),
      ["brand", "ink", "shadow?", "leaf"])
    XCTAssertEqual(
      facts.filter { $0.key == "foreground-style.colour-style" }.map(\.value), ["leaf"])
    XCTAssertEqual(
      facts.filter { $0.key == "foreground-style.other-style" }.map(\.value), ["other"])
    XCTAssertEqual(classify(".brand", colours: facts).0, .nonOptional)
    XCTAssertEqual(classify("Color.ink", colours: facts).0, .nonOptional)
    XCTAssertEqual(classify(".shadow", colours: facts).0, .optional)
    XCTAssertEqual(classify(".computed", colours: facts).0, .unknown)
    XCTAssertEqual(classify(".leaf", colours: facts).0, .nonOptional)
    // Declared for ShapeStyle where Self == Color: the leading dot stays.
    XCTAssertEqual(classify(".leaf", colours: facts).1, ".leaf")
  }

  func testNothingBelowForegroundStyleTargetsOrWithUnknownTargets() {
    let text = "struct V: View { var body: some View { Text(\"a\").foregroundColor(.red) } }\n"
    func fixes(_ targets: DeploymentTargets) -> Int {
      FixtureRunner.run(
        [ForegroundStyle()], inputs: [("V.swift", Array(text.utf8))], includeReview: true,
        deploymentTargets: targets
      ).findings.count
    }
    XCTAssertEqual(fixes(DeploymentTargets()), 0)
    XCTAssertEqual(
      fixes(DeploymentTargets([.iOS: OSVersion("15.0")!, .watchOS: OSVersion("7.4")!])), 0)
    XCTAssertEqual(fixes(DeploymentTargets([.macOS: OSVersion("11.0")!])), 0)
    XCTAssertEqual(fixes(DeploymentTargets([.iOS: OSVersion("15.0")!])), 1)
    XCTAssertEqual(fixes(DeploymentTargets([.visionOS: OSVersion("1.0")!])), 1)
  }

  /// The element types of a declared tuple type, for a Text returned or stored in one.
  func testTupleElementTypesAreReadFromTheDeclaredType() {
    XCTAssertEqual(
      ForegroundStyle.tupleElementTypes("(String, Text?, (() -> Void)?)"),
      ["String", "Text?", "(()->Void)?"])
    XCTAssertEqual(
      ForegroundStyle.tupleElementTypes("(title: Text, count: Int)?"), ["Text", "Int"])
    XCTAssertEqual(
      ForegroundStyle.tupleElementTypes("(names: [String: Int], Dictionary<String, Text>)"),
      ["[String:Int]", "Dictionary<String,Text>"])
    XCTAssertNil(ForegroundStyle.tupleElementTypes("(Text) -> Text"))
    XCTAssertNil(ForegroundStyle.tupleElementTypes("(Text)"))
    XCTAssertNil(ForegroundStyle.tupleElementTypes("[String: Text]"))
    XCTAssertNil(ForegroundStyle.tupleElementTypes("Text"))
  }
}
