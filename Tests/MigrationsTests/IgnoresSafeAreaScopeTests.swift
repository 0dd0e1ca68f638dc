import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

final class IgnoresSafeAreaScopeTests: XCTestCase {
  private let migration = IgnoresSafeAreaScope()

  func testFixtures() throws {
    let cases = try FixtureCase.all(for: migration.id)
    for fixture in cases where fixture.name != "suppression" {
      FixtureAssertions.check(fixture, migrations: [migration])
    }
    XCTAssertEqual(cases.count, 78)
    let changing = cases.filter { fixture in
      fixture.inputs.contains { fixture.expected[$0.name] != $0.bytes }
    }
    XCTAssertEqual(changing.count, 43)
  }

  /// Suppression comments are applied by the engine's fix-point driver, which is not on this
  /// branch yet: until then the fixture runner reports the suppressed finding, and this skips.
  func testSuppression() throws {
    let fixture = try XCTUnwrap(
      FixtureCase.all(for: migration.id).first { $0.name == "suppression" })
    let run = FixtureRunner.run(
      [migration], inputs: fixture.inputs, includeReview: fixture.includeReview,
      deploymentTargets: fixture.deploymentTargets)
    XCTAssertEqual(run.findings, [], "the disable comment suppresses every finding")
    FixtureAssertions.check(fixture, migrations: [migration])
  }

  // MARK: Matching

  func testRecognisesEveryAllEdgesSpelling() {
    for spelling in [
      "ignoresSafeArea()", "ignoresSafeArea(.all)", "ignoresSafeArea(edges: .all)",
      "ignoresSafeArea(.all, edges: .all)",
      "ignoresSafeArea(SafeAreaRegions.all, edges: Edge.Set.all)",
      "edgesIgnoringSafeArea(.all)",
    ] {
      XCTAssertEqual(use(in: "Color.red.\(spelling)")?.ignoresEverything, true, spelling)
    }
    for spelling in [
      "ignoresSafeArea(.keyboard)", "ignoresSafeArea(.container)",
      "ignoresSafeArea(edges: .bottom)",
      "ignoresSafeArea(.all, edges: [.top, .bottom])", "edgesIgnoringSafeArea(.top)",
      "edgesIgnoringSafeArea(edges)",
    ] {
      XCTAssertEqual(use(in: "Color.red.\(spelling)")?.ignoresEverything, false, spelling)
    }
    XCTAssertEqual(use(in: "Color.red.edgesIgnoringSafeArea(.all)")?.isDeprecated, true)
    XCTAssertNil(use(in: "Color.red.ignoresSafeArea(.all, edges: .all, alignment: .top)"))
    XCTAssertNil(use(in: "Color.red.ignoresSafeArea(edges: .all, .all)"))
    XCTAssertNil(use(in: "Color.red.edgesIgnoringSafeArea(edges: .all)"))
  }

  func testRenameNeedsKnownTargetsOfIOS14() {
    let file = SourceFile(text: "let v = Color.red.edgesIgnoringSafeArea(.top)\n")
    func safety(_ targets: DeploymentTargets) -> Safety? {
      let context = MigrationContext(
        path: "a.swift", deploymentTargets: targets, index: ProjectIndex(), style: SourceStyle())
      return migration.findings(in: file, context: context).first?.safety
    }
    XCTAssertEqual(safety(DeploymentTargets([.iOS: OSVersion([14])])), .safe)
    XCTAssertEqual(
      safety(DeploymentTargets([.iOS: OSVersion([17]), .watchOS: OSVersion([6])])), .diagnostic)
    XCTAssertEqual(safety(DeploymentTargets([.macOS: OSVersion([10, 15])])), .diagnostic)
    XCTAssertEqual(safety(DeploymentTargets()), .diagnostic)
  }

  // MARK: Classification

  func testFullBleedLayers() {
    for view in [
      "Color.red", "Color(.systemBackground)", "Color.black.opacity(0.4)", "Color.clear",
      "LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom)",
      "Rectangle().fill(.ultraThinMaterial)",
      "Image(\"art\").resizable().scaledToFill()", "MeshBackdrop()",
      "ZStack { Color.red; Circle() }",
    ] {
      XCTAssertEqual(layer(of: view), .fullBleed, view)
    }
  }

  func testContentLayers() {
    XCTAssertEqual(
      layer(of: "ScrollView { Text(\"a\") }"), .content(subject: "`ScrollView`", isExplicit: true))
    XCTAssertEqual(layer(of: "List { }"), .content(subject: "`List`", isExplicit: true))
    XCTAssertEqual(
      layer(of: "VStack { Image(\"a\"); Button(\"b\") {} }.padding()"),
      .content(subject: "`VStack` with text or controls", isExplicit: true))
    XCTAssertEqual(
      layer(of: "HomeScreen()"),
      .content(subject: "`HomeScreen` (a custom view)", isExplicit: false))
    XCTAssertEqual(
      layer(of: "VStack { Header(); Color.red }"),
      .content(subject: "`VStack` of custom views", isExplicit: false))
  }

  func testUnknownLayersAreLeftAlone() {
    for view in [
      "content", "Image(systemName: \"star\")", "TabView { }", "VStack { content }", "self",
    ] {
      XCTAssertEqual(layer(of: view), .unknown, view)
    }
  }

  func testTextInputIsFoundAnywhereInTheView() {
    XCTAssertEqual(
      textInput(of: "Form { Section { SecureField(\"p\", text: $p) } }"), "SecureField")
    XCTAssertEqual(textInput(of: "TextEditor(text: $t)"), "TextEditor")
    XCTAssertNil(textInput(of: "Form { Text(\"a\") }"))
  }

  func testPlacement() {
    XCTAssertEqual(placement(in: "X().background { Y().ignoresSafeArea() }"), .backdrop)
    XCTAssertEqual(placement(in: "X().background(ZStack { Y().ignoresSafeArea() })"), .backdrop)
    XCTAssertEqual(placement(in: "X().overlay { Y().ignoresSafeArea() }"), .overlayOrFirstLayer)
    XCTAssertEqual(
      placement(in: "X().background { Z().overlay { Y().ignoresSafeArea() } }"), .backdrop)
    XCTAssertEqual(placement(in: "ZStack { Y().ignoresSafeArea(); Z() }"), .overlayOrFirstLayer)
    XCTAssertEqual(placement(in: "ZStack { Z(); Y().ignoresSafeArea() }"), .other)
    XCTAssertEqual(placement(in: "Y().ignoresSafeArea().background(Color.red)"), .other)
  }

  func testPinnedEdge() {
    XCTAssertEqual(
      edge(in: "ZStack(alignment: .bottomLeading) { Color.red; Y().ignoresSafeArea() }"), .bottom)
    XCTAssertEqual(
      edge(in: "ZStack(alignment: .leading) { Color.red; Y().ignoresSafeArea() }"), nil)
    XCTAssertEqual(
      edge(in: "Y().frame(maxHeight: .infinity, alignment: .top).ignoresSafeArea()"), .top)
    XCTAssertEqual(
      edge(in: "Y().frame(maxWidth: .infinity, alignment: .top).ignoresSafeArea()"), nil)
    XCTAssertEqual(edge(in: "VStack { Spacer(); Y() }.ignoresSafeArea()"), .bottom)
    XCTAssertEqual(edge(in: "VStack { Y(); Spacer() }.ignoresSafeArea()"), .top)
    XCTAssertEqual(edge(in: "VStack { Y(); Spacer(); Z() }.ignoresSafeArea()"), nil)
    XCTAssertEqual(edge(in: "VStack { Spacer(); Y().ignoresSafeArea() }"), .bottom)
    XCTAssertEqual(edge(in: "X().safeAreaInset(edge: .top) { Y().ignoresSafeArea() }"), .top)
    XCTAssertEqual(edge(in: "X().safeAreaInset(edge: .leading) { Y().ignoresSafeArea() }"), nil)
  }

  // MARK: Helpers

  private func file(_ expression: String) -> SourceFile {
    SourceFile(text: "let v = \(expression)\n")
  }

  private func use(in expression: String) -> IgnoresSafeAreaScope.IgnoringCall? {
    file(expression).nodes(.functionCallExpr).lazy.compactMap(
      IgnoresSafeAreaScope.IgnoringCall.init
    ).first
  }

  private func layer(of view: String) -> IgnoresSafeAreaScope.Layer? {
    guard let use = use(in: "\(view).ignoresSafeArea()") else { return nil }
    let chain = ModifierChain(outermost: use.call.node)
    return IgnoresSafeAreaScope.Layer(chain.base, Array(chain.modifiers.dropLast())) { _ in
      false
    }
  }

  private func textInput(of view: String) -> String? {
    guard let use = use(in: "\(view).ignoresSafeArea()") else { return nil }
    return IgnoresSafeAreaScope.Layer.textInput(in: ModifierChain(outermost: use.call.node).base)
  }

  private func placement(in expression: String) -> IgnoresSafeAreaScope.Placement? {
    guard let use = use(in: expression) else { return nil }
    return IgnoresSafeAreaScope.Placement(
      of: ModifierChain(base: ModifierChain(outermost: use.call.node).base).outermost)
  }

  private func edge(in expression: String) -> IgnoresSafeAreaScope.PinnedEdge? {
    guard let use = use(in: expression) else { return nil }
    let view = ModifierChain(outermost: use.call.node)
    let whole = ModifierChain(base: view.base)
    let file = view.base.file
    let resolver = Resolver(
      file: file, index: SemanticIndex(files: [FileDeclarations(file: file, path: "View.swift")]))
    return IgnoresSafeAreaScope.PinnedEdge(
      view: view.base, whole: whole, placement: IgnoresSafeAreaScope.Placement(of: whole.outermost),
      resolver: resolver)
  }
}
