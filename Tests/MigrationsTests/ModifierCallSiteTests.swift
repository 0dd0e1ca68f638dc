import SwiftCST
import XCTest

@testable import MigrationKit
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

  func testColoursAndTypesThatTakeNone() {
    let file = SourceFile(
      text: """
        extension Avatar {
          func foregroundColor(_ color: UIColor?) -> Avatar { self }
          func foregroundColor(_ color: Color) -> Avatar { self }
          func foregroundColor(_ color: some ShapeStyle, weight: Int = 1) -> Avatar { self }
          func foregroundColor(_ color: [UIColor]) -> Avatar { self }
          func foregroundColor(_ color: NSColor!, _ count: Int) -> Avatar { self }
        }
        """)
    XCTAssertEqual(
      ProjectMethods.facts(named: "foregroundColor", key: "k", in: file).map(\.value),
      [
        "Avatar internal\t_%", "Avatar internal\t_#", "Avatar internal\t_\tweight?",
        "Avatar internal\t_#", "Avatar internal\t_%\t_",
      ])
    let uiColor = ProjectMethods.Parameter(
      label: "_", hasDefault: false, takesNoNumber: false, takesNoColour: true)
    XCTAssertFalse(ProjectMethods.accepts([uiColor], ["_"], colours: [true]))
    XCTAssertTrue(ProjectMethods.accepts([uiColor], ["_"], colours: [false]))
    XCTAssertTrue(ProjectMethods.accepts([uiColor], ["_"]))
    let any = ProjectMethods.Parameter(label: "_", hasDefault: false)
    XCTAssertTrue(ProjectMethods.accepts([any], ["_"], colours: [true]))
  }

  func testNumberLiteralsAndTypesThatTakeNone() {
    let file = SourceFile(
      text: """
        extension View {
          func cornerRadius(_ keyPath: KeyPath<Spec, Double>) -> some View { self }
          func cornerRadius(_ radius: CGFloat, _ proxy: GeometryProxy) -> some View { self }
          func cornerRadius(_ value: T, _ make: () -> Int) -> some View { self }
          func cornerRadius<R>(_ value: R, style: Theme.Radius?) -> some View { self }
        }
        """)
    // A named type that may be the run's is kept (`_:T`), for the semantic index to tell
    // whether a literal can be one; a generic parameter is not.
    XCTAssertEqual(
      ProjectMethods.facts(named: "cornerRadius", key: "k", in: file).map(\.value),
      [
        "View internal\t_#", "View internal\t_\t_#", "View internal\t_:T\t_#",
        "View internal\t_\tstyle:Theme.Radius",
      ])
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
    XCTAssertEqual(facts.map(\.value), ["Theme internal\t_#", "Theme internal\tfor"])
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

  /// A method only its module sees (internal) is none a call of another module can reach:
  /// a button style's `foregroundColor(_:)` in the app does not make a player framework's
  /// `icon.foregroundColor(tint)` unsure. A public one, or a call in the same module, is.
  func testAnInternalMethodOfAnotherModuleIsNoCandidate() {
    let style = SourceFile(
      text: """
        struct LinkButtonStyle {
          func foregroundColor(_ pressed: Bool) -> Color { pressed ? .gray : .blue }
        }
        public struct ShareButtonStyle {
          public func foregroundColor(_ pressed: Bool) -> Color { .blue }
        }
        public extension View {
          func foregroundColor(dimmed: Bool) -> some View { opacity(dimmed ? 0.5 : 1) }
        }
        """)
    let player = SourceFile(text: "let v = icon.resizable().foregroundColor(tint)")
    let files = [(style, "App/Style.swift", "App"), (player, "Player/Icon.swift", "Player")]
    let semantic = SemanticIndex(
      files: files.map { FileDeclarations(file: $0.0, path: $0.1, module: $0.2) })
    let facts = ProjectMethods.facts(named: "foregroundColor", key: "k", in: style).map {
      var fact = $0
      fact.path = "App/Style.swift"
      fact.module = 0
      return fact
    }
    XCTAssertEqual(
      facts.map(\.value),
      ["LinkButtonStyle internal\t_#", "ShareButtonStyle\t_#", "View\tdimmed#"])
    func verdict(from module: String, declared: [ProjectFact]) -> ProjectMethods.Verdict? {
      let index = ProjectIndex(facts: declared, semantic: semantic.seen(from: module))
      return player.nodes(.functionCallExpr)
        .compactMap { ModifierCallSite($0, named: "foregroundColor") }.first
        .map { ProjectMethods(index, key: "k").verdict(for: $0) }
    }
    let internalOnly = [facts[0]]
    XCTAssertEqual(verdict(from: "Player", declared: internalOnly), .swiftUI)
    XCTAssertEqual(verdict(from: "App", declared: internalOnly), .unsure("LinkButtonStyle"))
    XCTAssertEqual(
      verdict(from: "Player", declared: [facts[0], facts[1]]), .unsure("ShareButtonStyle"))
  }
}
