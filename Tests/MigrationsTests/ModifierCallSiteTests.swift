import MigrationKit
import SwiftCST
import XCTest

@testable import Migrations

final class ModifierCallSiteTests: XCTestCase {
  /// The sites of `name` in `text`, as the text of their receivers.
  private func receivers(of name: String, in text: String) -> [String] {
    let file = SourceFile(text: text)
    XCTAssertEqual(file.diagnostics, [], text)
    return file.nodes(.functionCallExpr).compactMap {
      ModifierCallSite($0, named: name)?.receiver.text
    }
  }

  func testModifierCallsHaveAReceiver() {
    XCTAssertEqual(
      receivers(of: "cornerRadius", in: "let v = Image(\"a\").cornerRadius(8)"), ["Image(\"a\")"])
    XCTAssertEqual(
      receivers(of: "cornerRadius", in: "let v = a.b.cornerRadius(8, antialiased: false)"), ["a.b"])
    // Not modifier calls: a plain call, an implicit member, a property, a label, a trailing closure.
    XCTAssertEqual(receivers(of: "cornerRadius", in: "let r = cornerRadius(8)"), [])
    XCTAssertEqual(receivers(of: "cornerRadius", in: "let s: Style = .cornerRadius(8)"), [])
    XCTAssertEqual(receivers(of: "cornerRadius", in: "layer.cornerRadius = 8"), [])
    XCTAssertEqual(receivers(of: "cornerRadius", in: "let c = Card(cornerRadius: 8)"), [])
    XCTAssertEqual(receivers(of: "cornerRadius", in: "let v = x.cornerRadius { 8 }"), [])
  }

  func testPostfixIfConfigElements() {
    let text = """
      let v = Text("a")
        #if os(iOS)
        .autocapitalization(.none)
        .keyboardType(.emailAddress)
        #else
        .padding()
        .autocapitalization(.words)
        #endif
        .autocapitalization(.none)
      """
    // The last call applies to `Text("a")` with its whole `#if … #endif` block.
    let postfix = String(
      text[text.range(of: "Text")!.lowerBound..<text.range(of: "#endif")!.upperBound])
    XCTAssertEqual(
      receivers(of: "autocapitalization", in: text), ["Text(\"a\")", ".padding()", postfix])
    let file = SourceFile(text: text)
    let first = file.nodes(.functionCallExpr).compactMap {
      ModifierCallSite($0, named: "autocapitalization")
    }[0]
    XCTAssertEqual(first.chain.laterModifiers, ["keyboardType", "autocapitalization"])
    XCTAssertEqual(first.chain.outermost.text, String(text.dropFirst(8)))
    XCTAssertEqual(first.receiverRootName, "Text")
  }

  func testLabelsMatchDeclaredParameters() {
    func p(_ label: String, _ hasDefault: Bool, noNumber: Bool = false)
      -> ProjectMethods.Parameter
    {
      ProjectMethods.Parameter(label: label, hasDefault: hasDefault, takesNoNumber: noNumber)
    }
    XCTAssertTrue(ProjectMethods.accepts([p("_", false)], ["_"]))
    XCTAssertTrue(ProjectMethods.accepts([p("_", false), p("antialiased", true)], ["_"]))
    XCTAssertTrue(
      ProjectMethods.accepts([p("_", false), p("antialiased", true)], ["_", "antialiased"]))
    XCTAssertFalse(ProjectMethods.accepts([p("_", false), p("corners", false)], ["_"]))
    XCTAssertFalse(ProjectMethods.accepts([p("for", false)], ["_"]))
    XCTAssertFalse(ProjectMethods.accepts([p("_", false)], ["_", "antialiased"]))
    XCTAssertTrue(ProjectMethods.accepts([p("animated", true), p("_", false)], ["_"]))
    // `cornerRadius(_ keyPath: KeyPath<…>)` cannot take `.cornerRadius(4)`, but takes `(\.x)`.
    XCTAssertFalse(
      ProjectMethods.accepts([p("_", false, noNumber: true)], ["_"], numbers: [true]))
    XCTAssertTrue(
      ProjectMethods.accepts([p("_", false, noNumber: true)], ["_"], numbers: [false]))
    XCTAssertTrue(ProjectMethods.accepts([p("_", false)], ["_"], numbers: [true]))
  }

  func testNumberLiteralsAndTypesThatTakeNone() {
    let file = SourceFile(
      text: """
        extension View {
          func cornerRadius(_ keyPath: KeyPath<Spec, Double>) -> some View { self }
          func cornerRadius(_ radius: CGFloat, _ proxy: GeometryProxy) -> some View { self }
          func cornerRadius(_ value: T, _ make: () -> Int) -> some View { self }
        }
        """)
    XCTAssertEqual(
      ProjectMethods.facts(named: "cornerRadius", key: "k", in: file).map(\.value),
      ["View\t_#", "View\t_\t_#", "View\t_\t_#"])
    let calls = SourceFile(text: "a(4, -0.5, 1_000, x, .infinity, 2 * r)")
    let arguments = FunctionCall(calls.root.descendants(.functionCallExpr)[0])!.arguments
    XCTAssertEqual(
      arguments.map { ProjectMethods.isNumberLiteral($0.expression) },
      [true, true, true, false, false, false])
  }

  func testProjectMethodsVerdict() {
    let declarations = SourceFile(
      text: """
        struct Theme { func foregroundColor(_ c: Color) -> Theme { self } }
        extension Theme { func foregroundColor(for state: Int) -> Color { .red } }
        func foregroundColor(_ c: Color) -> Color { c }
        """)
    let facts = ProjectMethods.facts(named: "foregroundColor", key: "k", in: declarations)
    XCTAssertEqual(facts.map(\.value), ["Theme\t_#", "Theme\tfor"])
    let methods = ProjectMethods(ProjectIndex(facts: facts), key: "k")
    func verdict(_ call: String) -> ProjectMethods.Verdict? {
      SourceFile(text: "let v = " + call).nodes(.functionCallExpr)
        .compactMap { ModifierCallSite($0, named: "foregroundColor") }.first
        .map { methods.verdict(for: $0) }
    }
    XCTAssertEqual(verdict("Theme().foregroundColor(.red)"), .project)
    XCTAssertEqual(verdict("Theme.shared.foregroundColor(.red)"), .project)
    XCTAssertEqual(verdict("theme.foregroundColor(.red)"), .unsure("Theme"))
    XCTAssertEqual(verdict("Text(\"a\").foregroundColor(.red)"), .swiftUI)

    let viewExtension = SourceFile(
      text: "extension View { func foregroundColor(_ c: Int) -> some View { self } }")
    let anyView = ProjectMethods(
      ProjectIndex(
        facts: ProjectMethods.facts(named: "foregroundColor", key: "k", in: viewExtension)),
      key: "k")
    let site = SourceFile(text: "let v = Text(\"a\").foregroundColor(.red)").nodes(
      .functionCallExpr
    )
    .compactMap { ModifierCallSite($0, named: "foregroundColor") }[0]
    XCTAssertEqual(anyView.verdict(for: site), .unsure("View"))
    XCTAssertEqual(ProjectMethods(ProjectIndex(), key: "k").verdict(for: site), .swiftUI)
  }
}
