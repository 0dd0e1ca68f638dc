import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

/// navigation-stack's site facts are late facts restricted to the types a finding's walk up
/// may ask about: the holders of NavigationViews and, from them up, the holders of sites of
/// types already asked about (from the early holder facts of every file, `SiteHolders`).
final class NavigationStackLateFactsTests: XCTestCase {
  private let migration = NavigationStack()

  private let screens = SourceFile(
    text: """
      import SwiftUI

      struct Feed: View {
        var body: some View { NavigationView { Row(); Row(); Badge.init() } }
      }

      extension Panels.Side {
        var body: some View { VStack { Feed(); Text("x") } }
        struct Inner: View {
          var body: some View { Meter(value: 1).navigationViewStyle(.stack) }
        }
      }

      struct Unrelated: View {
        var body: some View { Plot(); Row() }
      }
      """)
  private let root = SourceFile(
    text: """
      import SwiftUI

      struct Root: View {
        var body: some View { Side().navigationViewStyle(.stack); Unused(); Spacer() }
      }

      struct Shell: View {
        var body: some View { Root() }
      }

      struct Elsewhere: View {
        var body: some View { Unrelated() }
      }
      """)

  private func early() -> [ProjectFact] {
    [(screens, "Screens.swift"), (root, "Root.swift")].flatMap { file, path in
      migration.earlyFacts(in: file).map { fact in
        var fact = fact
        fact.path = path
        return fact
      }
    }
  }

  func testHolderFactsNameTheSitesOfEachTypesViewMembersOnce() {
    let facts = SiteHolders.facts(in: screens).map { $0.key + " " + $0.value }
    XCTAssertEqual(
      facts,
      [
        "navigation-stack.site-holder Feed\tRow\tBadge",
        "navigation-stack.site-holder Panels.Side\tFeed",
        "navigation-stack.site-holder Panels.Side.Inner\tMeter",
        "navigation-stack.site-holder Unrelated\tPlot\tRow",
        "navigation-stack.navigation-view-holder Feed",
      ])
    // A site in a member that gives no view (its walk up says `none`), or outside any type,
    // leads nowhere.
    let model = SourceFile(
      text: """
        struct Model {
          func make() -> Thing { Thing() }
          var other = Other()
        }
        let shared = Shared()
        """)
    XCTAssertEqual(SiteHolders.facts(in: model), [])
    XCTAssertEqual(
      InheritedStackStyle.siteFacts(in: model, own: OwnDeclarations(nil)).map(\.value),
      ["Thing\tnone", "Other\tnone", "Shared\tnone"])
  }

  /// A holder's names are compared as strings: a name canonically equal to one recorded
  /// before (by other bytes) is not recorded again; `Name.init(…)` names its type too.
  func testHolderFactsCompareNamesOutsideASCIIAsStrings() {
    let file = SourceFile(
      text: """
        struct Menu: View {
          var body: some View { Caf\u{E9}(); Row(); Cafe\u{301}(); Row.init(); Na\u{EF}ve() }
        }
        """)
    XCTAssertEqual(
      SiteHolders.facts(in: file).map(\.value), ["Menu\tCaf\u{E9}\tRow\tNa\u{EF}ve"])
  }

  /// A file not kept gets the facts the parts give: its uses, styles, holders, sites and
  /// NavigationViews, in that order (the sites found once for the uses and site facts).
  func testFullFactsAreThoseOfTheirParts() {
    let withLink = SourceFile(
      text: """
        struct Outer: View {
          var body: some View { NavigationView { Row(); NavigationLink(isActive: $on) { Detail() } } }
        }
        """)
    for file in [screens, root, withLink] {
      let own = OwnDeclarations(nil)
      let parts =
        ProgrammaticLinks.facts(in: file) + InheritedStackStyle.styleFacts(in: file)
        + SiteHolders.facts(in: file) + InheritedStackStyle.siteFacts(in: file, own: own)
        + NavigationStack.navigationViewFileFacts(in: file)
      XCTAssertEqual(migration.indexFacts(in: file, own: own), parts)
      XCTAssertFalse(parts.isEmpty)
    }
  }

  /// Each type records each name it constructs once, its nested types' calls too, never its
  /// own name or SwiftUI's views; a programmatic link is not also a use.
  func testUseFactsNameEachTypesConstructedNamesOnce() {
    let file = SourceFile(
      text: """
        struct Outer: View {
          var body: some View { Row(); Row(); Text("a"); Outer(); helper() }
          struct Inner: View {
            var body: some View { Row(); Badge(); NavigationLink(isActive: $on) { Detail() } }
          }
        }
        extension Outer { func make() -> Model { Model() } }
        """)
    XCTAssertEqual(
      ProgrammaticLinks.facts(in: file).map { $0.key + " " + $0.value },
      [
        "navigation-stack.any-link Inner\tNavigationLink",
        "navigation-stack.link Inner\tNavigationLink(isActive:)",
        "navigation-stack.uses Inner\tRow\tBadge\tDetail",
        "navigation-stack.any-link Outer\tNavigationLink",
        "navigation-stack.link Outer\tNavigationLink(isActive:)",
        "navigation-stack.uses Outer\tRow\tBadge\tDetail",
        "navigation-stack.uses Outer\tModel",
      ])
    XCTAssertEqual(
      ProgrammaticLinks.facts(in: file, links: false).map(\.value),
      ["Inner\tRow\tBadge\tDetail", "Outer\tRow\tBadge\tDetail", "Outer\tModel"])
  }

  /// Names are compared as strings: a name canonically equal to the type's own or to one
  /// recorded before (by other bytes) is not recorded again.
  func testUseFactsCompareNamesOutsideASCIIAsStrings() {
    let file = SourceFile(
      text: """
        struct Caf\u{E9}: View {
          var body: some View { Cafe\u{301}(); Row(); Na\u{EF}ve(); Nai\u{308}ve(); Row(); Badge() }
        }
        """)
    XCTAssertEqual(
      ProgrammaticLinks.facts(in: file, links: false).map(\.value),
      ["Caf\u{E9}\tRow\tNa\u{EF}ve\tBadge"])
  }

  /// A file's sites: every call `InheritedStackStyle.site(ofCall:in:)` names, in post-order,
  /// with its name's token (-1 for `Name.init`), and the ones below a node.
  func testFileSitesAreTheCallsThatAreSitesInPostOrder() {
    let file = SourceFile(
      text: """
        struct A: View {
          var body: some View { VStack { Row(); Text("a"); helper(); Badge.init(); x.f() } }
        }
        struct B { func f() { Meter(Plot()) } }
        """)
    let tree = file.rawTree
    let sites = FileSites(finding: file)
    let expected = tree.nodes(.functionCallExpr).filter {
      InheritedStackStyle.site(ofCall: $0, in: tree) != nil
    }
    XCTAssertEqual(sites.calls, Array(expected))
    XCTAssertEqual(
      zip(sites.calls, sites.tokens).map { call, token in
        token < 0 ? "init:" + tree.syntax(call).text : tree.token(token).text
      },
      ["Row", "init:Badge.init()", "Plot", "Meter"])
    let types = Array(tree.nodes(.structDecl))
    XCTAssertEqual(sites.positions(below: types[0], in: tree), 0..<2)
    XCTAssertEqual(sites.positions(below: types[1], in: tree), 2..<4)
  }

  /// The uses graph answers as a table of each type's names in fact order would: a type's
  /// runs of facts joined, a value without two parts passed over, a type compared as a
  /// string (the Kelvin sign reads as K).
  func testTheUsesGraphGivesEachTypesNamesInFactOrder() {
    let values = [
      "A\tB\tC", "A\tC", "B\tD", "\tX", "A\tE", "Key\tG\tH", "\u{212A}ey\tF", "C\tA", "D\tE\t\tF\t",
    ]
    let graph = ProgrammaticLinks.graph(
      values.map { ProjectFact(key: ProgrammaticLinks.useKey, value: $0) })
    XCTAssertEqual(graph.names(constructedBy: "A"), ["B", "C", "C", "E"])
    XCTAssertEqual(graph.names(constructedBy: "B"), ["D"])
    XCTAssertEqual(graph.names(constructedBy: "Key"), ["G", "H", "F"])
    XCTAssertEqual(graph.names(constructedBy: "C"), ["A"])
    XCTAssertEqual(graph.names(constructedBy: "D"), ["E", "F"])
    XCTAssertEqual(graph.names(constructedBy: "X"), [])
    XCTAssertEqual(graph.names(constructedBy: ""), [])
  }

  func testTheScopeHoldsTheTypesAWalkUpFromANavigationViewMayAskAbout() {
    let scope = migration.lateFactScope(in: ProjectIndex(facts: early()))
    // Feed holds a NavigationView; Panels.Side builds Feed; nothing names Panels.Side
    // (`Side()` is another name), so the walk stops there. Root, Shell, Unrelated and
    // Elsewhere are never asked about.
    XCTAssertEqual(
      scope.names, [InheritedStackStyle.sitesScope, "Feed", "Panels.Side"])
    // Without a stack style applied above another view, no site is asked about.
    let noStyle = early().filter { $0.key != InheritedStackStyle.styleKey }
    XCTAssertEqual(migration.lateFactScope(in: ProjectIndex(facts: noStyle)).names, [])
  }

  func testTheScopeFollowsHoldersUpThroughFiles() {
    let side = SourceFile(
      text: """
        struct Side: View {
          var body: some View { NavigationView { Text("a") } }
        }
        """)
    var facts = early()
    for var fact in migration.earlyFacts(in: side) {
      fact.path = "Side.swift"
      facts.append(fact)
    }
    let scope = migration.lateFactScope(in: ProjectIndex(facts: facts))
    XCTAssertEqual(
      scope.names,
      [InheritedStackStyle.sitesScope, "Feed", "Panels.Side", "Side", "Root", "Shell"])
  }

  /// The late facts of a scope are exactly the full site facts of its names, in order.
  func testLateSiteFactsAreTheFullOnesOfTheScopesNames() {
    let own = OwnDeclarations(nil)
    let full = InheritedStackStyle.siteFacts(in: screens, own: own).map(\.value)
    XCTAssertEqual(
      full,
      [
        "Row\tin:Feed", "Row\tin:Feed", "Badge\tin:Feed", "Feed\tin:Panels.Side",
        "Meter\tstack:10", "Plot\tin:Unrelated", "Row\tin:Unrelated",
      ])
    let scope = FactScope(names: [InheritedStackStyle.sitesScope, "Row", "Meter", "Badge"])
    let late = migration.lateFacts(in: screens, own: own, scope: scope).map(\.value)
    XCTAssertEqual(
      late,
      ["Row\tin:Feed", "Row\tin:Feed", "Badge\tin:Feed", "Meter\tstack:10", "Row\tin:Unrelated"])
    XCTAssertEqual(
      migration.lateFacts(
        in: screens, own: own, scope: FactScope(names: [InheritedStackStyle.sitesScope])), [])
  }

  /// Every multi-file case through the engine with no tree kept (full facts in the first
  /// pass), some kept and all kept (late facts in the scope): the fixture's findings and
  /// files every way.
  func testTheEngineGivesTheFixturesOutputWhicheverTreesAreKept() throws {
    let cases = try FixtureCase.all(for: migration.id).filter { $0.inputs.count > 1 }
    XCTAssertGreaterThanOrEqual(cases.count, 2)
    for fixture in cases {
      let smallest = fixture.inputs.map(\.bytes.count).min() ?? 0
      for retained in [0, smallest, 16 << 20] {
        let (folder, reports) = fixture.runThroughEngine(
          migration, mode: .apply, retainedSourceBytes: retained)
        let findings = reports.flatMap(\.findingLines)
        let label = "\(fixture), retainedSourceBytes \(retained)"
        if let expected = fixture.expectedFindings { XCTAssertEqual(findings, expected, label) }
        let files = folder.snapshot().mapValues { [UInt8]($0) }
        for (name, expected) in fixture.expected {
          XCTAssertEqual(files[name], expected, "\(label): \(name)")
        }
      }
    }
  }
}
