import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class SafeAreaBarTests: XCTestCase {
  private let oldTargets = DeploymentTargets([.iOS: OSVersion("17.0")!])
  private let newTargets = DeploymentTargets([.iOS: OSVersion("26.0")!, .macOS: OSVersion("26.0")!])

  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: SafeAreaBar())
    XCTAssertGreaterThanOrEqual(cases.count, 16)
    let changing = cases.filter { fixture in
      fixture.expected.count != fixture.inputs.count
        || fixture.inputs.contains { fixture.expected[$0.name] != $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(changing.count, 12)
    XCTAssertGreaterThanOrEqual(cases.count - changing.count, 5)
  }

  func testPlacementFromAlignment() {
    func placement(_ alignment: String) -> SafeAreaBar.Placement? {
      let file = SourceFile(text: "x.overlay(alignment: \(alignment)) {}")
      let call = file.nodes(.functionCallExpr).compactMap(FunctionCall.init).first {
        $0.calleeName == "overlay"
      }
      return SafeAreaBar.Placement(call?.argument(labeled: "alignment")?.expression)
    }
    XCTAssertEqual(placement(".bottom"), SafeAreaBar.Placement(edge: "bottom", alignment: nil))
    XCTAssertEqual(placement(".bottomTrailing")?.arguments, "edge: .bottom, alignment: .trailing")
    XCTAssertEqual(placement(".topLeading")?.arguments, "edge: .top, alignment: .leading")
    XCTAssertEqual(placement("Alignment.top")?.arguments, "edge: .top")
    XCTAssertNil(placement(".center"))
    XCTAssertNil(placement(".leading"))
    XCTAssertNil(placement(".trailing"))
    XCTAssertNil(placement("Alignment(horizontal: .leading, vertical: .bottom)"))
    XCTAssertNil(placement("myAlignment"))
    XCTAssertNil(SafeAreaBar.Placement(nil))
  }

  func testHelperFileFollowsStyleAndAddsOnlyWhatIsNeeded() {
    let plain = SafeAreaBar.helperFile(
      horizontalTwin: false, availability: false, style: SourceStyle(indentUnit: "  "))
    XCTAssertEqual(plain.name, "SafeAreaBarOrInset.swift")
    XCTAssertEqual(plain.providesSymbol, "safeAreaBarOrInset")
    XCTAssertTrue(
      plain.contents.contains("\n  func safeAreaBarOrInset<Bar: View>(\n    edge: VerticalEdge,"))
    XCTAssertFalse(plain.contents.contains("HorizontalEdge"))
    XCTAssertFalse(plain.contents.contains("@available"))
    XCTAssertFalse(plain.contents.contains("spacing: 0"))

    let full = SafeAreaBar.helperFile(
      horizontalTwin: true, availability: true,
      style: SourceStyle(indentUnit: "\t", lineEnding: "\r\n"))
    XCTAssertTrue(
      full.contents.contains("edge: HorizontalEdge, alignment: VerticalAlignment = .center"))
    XCTAssertTrue(
      full.contents.contains(
        "@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)\r\nextension View {"))
    XCTAssertTrue(
      full.contents.contains(
        "\r\n\t\tif #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {\r\n"
      ))
    XCTAssertFalse(full.contents.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    XCTAssertEqual(SourceFile(text: full.contents).diagnostics, [])

    // In a module that declares its own View and VerticalEdge, SwiftUI's are spelled out.
    let spelled = SafeAreaBar.helperFile(
      horizontalTwin: false, availability: false, style: SourceStyle(indentUnit: "  "),
      spell: { ["View", "VerticalEdge"].contains($0) ? "SwiftUI." + $0 : $0 })
    XCTAssertTrue(spelled.contents.contains("\nextension SwiftUI.View {\n"))
    XCTAssertTrue(
      spelled.contents.contains(
        "\n  func safeAreaBarOrInset<Bar: SwiftUI.View>(\n    edge: SwiftUI.VerticalEdge,"
          + " alignment: HorizontalAlignment = .center,"))
    XCTAssertTrue(spelled.contents.contains("  ) -> some SwiftUI.View {\n"))
    XCTAssertTrue(spelled.contents.contains("  @ViewBuilder\n"))
    XCTAssertEqual(SourceFile(text: spelled.contents).diagnostics, [])
  }

  func testIndexFactsRecordInteractiveTypesHelpersAndHorizontalInsets() {
    let file = SourceFile(
      text: """
        struct Reply: View { var body: some View { TextField("a", text: $t) } }
        struct Badge: View { var body: some View { Text("b") } }
        struct Card: View { var body: some View { Text("c").onTapGesture {} } }
        struct Side: View { var body: some View { List {}.safeAreaInset(edge: .leading) { Reply() } } }
        extension View {
          func safeAreaBarOrInset<B: View>(edge: HorizontalEdge, @ViewBuilder content: () -> B) -> some View { self }
        }
        extension SwiftUI.View {
          func safeAreaBarOrInset<B: SwiftUI.View>(edge: SwiftUI.VerticalEdge, content: () -> B) -> some SwiftUI.View { self }
        }
        """)
    let facts = SafeAreaBar().indexFacts(in: file)
    let interactive = facts.filter { $0.key == "safe-area-bar.interactive-type" }.map(\.value)
    XCTAssertEqual(interactive, ["Card", "Reply"])
    // A helper written in a module of its own View names SwiftUI's edge: the same overload.
    XCTAssertEqual(
      facts.filter { $0.key == "safe-area-bar.helper" }.map(\.value),
      ["HorizontalEdge", "VerticalEdge"])
    XCTAssertEqual(facts.filter { $0.key == "safe-area-bar.horizontal-inset" }.count, 1)
    XCTAssertTrue(facts.allSatisfy { $0.key.hasPrefix("safe-area-bar.") })
  }

  func testIndexFactsRecordViewTypesWhoseBodyHasAFillingLayer() {
    let file = SourceFile(
      text: """
        struct Menu1: View { var body: some View { ZStack { if open { Color.clear }; Button("a") {} }.padding() } }
        struct Dim: View { var body: some View { VStack { Rectangle().fill(.gray); Text("b") } } }
        struct Tall: View { var body: some View { HStack { Text("c").frame(maxHeight: .infinity) } } }
        struct Bar: View { var body: some View { VStack { Rectangle().frame(height: 1); Button("d") {} } } }
        struct Row: View { var body: some View { HStack { Text("e") }.background { Color.gray } } }
        struct Nested: View { var body: some View { Button("f") {}.overlay { ZStack { Color.red } } } }
        """)
    let filling = SafeAreaBar().indexFacts(in: file)
      .filter { $0.key == "safe-area-bar.filling-type" }.map(\.value)
    // A layer under `if`, a shape, a full-height frame; not a framed hairline, a colour in a
    // modifier's closure, or a stack that is not the body's own view.
    XCTAssertEqual(filling, ["Dim", "Menu1", "Tall"])
  }

  func testZStackRewriteKeepsCRLFLineEndings() {
    let input = [
      "import SwiftUI", "struct V: View {", "  var body: some View {",
      "    ZStack(alignment: .bottom) {",
      "      List {", "        Text(\"a\")", "      }", "      Button(\"Add\") {}", "    }", "  }",
      "}", "",
    ].joined(separator: "\r\n")
    let expected = [
      "import SwiftUI", "struct V: View {", "  var body: some View {", "    List {",
      "      Text(\"a\")", "    }",
      "    .safeAreaBar(edge: .bottom) {", "      Button(\"Add\") {}", "    }", "  }", "}", "",
    ].joined(separator: "\r\n")
    let run = FixtureRunner.run(
      [SafeAreaBar()], inputs: [("V.swift", Array(input.utf8))], includeReview: true,
      deploymentTargets: newTargets)
    XCTAssertEqual(run.files["V.swift"].map { String(decoding: $0, as: UTF8.self) }, expected)
  }

  func testOldTargetsCreateTheHelperOnlyWithoutADeclaration() {
    let view = Array(
      "struct V: View { var body: some View { List {}.overlay(alignment: .bottom) { Button(\"a\") {} } } }\n"
        .utf8)
    let created = FixtureRunner.run(
      [SafeAreaBar()], inputs: [("V.swift", view)], includeReview: true,
      deploymentTargets: oldTargets)
    XCTAssertEqual(Set(created.files.keys), ["V.swift", "SafeAreaBarOrInset.swift"])
    XCTAssertTrue(
      String(decoding: created.files["V.swift"]!, as: UTF8.self).contains(
        ".safeAreaBarOrInset(edge: .bottom) {"))

    let unknown = FixtureRunner.run(
      [SafeAreaBar()], inputs: [("V.swift", view)], includeReview: true,
      deploymentTargets: DeploymentTargets())
    XCTAssertNotNil(
      unknown.files["SafeAreaBarOrInset.swift"], "unknown targets take the fallback helper")

    let modern = FixtureRunner.run(
      [SafeAreaBar()], inputs: [("V.swift", view)], includeReview: true,
      deploymentTargets: newTargets)
    XCTAssertEqual(Set(modern.files.keys), ["V.swift"])
  }
}
