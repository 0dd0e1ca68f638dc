import MigrationKit
import SwiftCST
import XCTest

/// The one reader of edges arguments: literal edges are read however they are spelled; a
/// value the source does not spell out may hold any edge, whatever its name says.
final class WrittenEdgesTests: XCTestCase {
  /// The edges argument of the one `ignoresSafeArea` call in `call`.
  private func edges(_ call: String) -> WrittenEdges {
    let file = SourceFile(text: "let v = Color.red\(call)\n")
    let found = file.calls(named: "ignoresSafeArea").first!
    return WrittenEdges(found.arguments.first { $0.label == "edges" }?.expression)
  }

  func testLiteralEdges() {
    XCTAssertEqual(edges(".ignoresSafeArea(edges: .bottom)"), .literal(["bottom"]))
    XCTAssertEqual(
      edges(".ignoresSafeArea(edges: [.top, .horizontal])"),
      .literal(["top", "leading", "trailing"]))
    XCTAssertEqual(
      edges(".ignoresSafeArea(edges: Edge.Set.vertical)"), .literal(["top", "bottom"]))
    XCTAssertTrue(edges(".ignoresSafeArea(edges: [.vertical, .horizontal])").isAll)
    XCTAssertTrue(edges(".ignoresSafeArea()").isAll, "no argument: every edge")
    XCTAssertFalse(edges(".ignoresSafeArea(edges: .top)").mayInclude("bottom"))
  }

  func testValuesAreUnknown() {
    for call in [
      ".ignoresSafeArea(edges: ignoredEdges)", ".ignoresSafeArea(edges: Layout.bottomBar)",
      ".ignoresSafeArea(edges: compact ? .top : .bottom)", ".ignoresSafeArea(edges: .bars)",
      ".ignoresSafeArea(edges: [.top, extra])",
    ] {
      let read = edges(call)
      XCTAssertEqual(read, .unknown, call)
      XCTAssertFalse(read.isAll, call)
      XCTAssertTrue(read.mayInclude("bottom"), call)
      XCTAssertTrue(read.mayInclude("top"), call)
    }
  }
}

/// The regions argument of `ignoresSafeArea`: every spelling of all regions reads as both.
final class WrittenRegionsTests: XCTestCase {
  private func regions(_ argument: String) -> Set<String>? {
    let file = SourceFile(text: "let v = Color.red.ignoresSafeArea(\(argument))\n")
    let found = file.calls(named: "ignoresSafeArea").first!
    return found.arguments.first.flatMap(\.expression).flatMap(SafeAreaIgnoring.regions)
  }

  func testEverySpellingOfAllRegions() {
    for all in [
      ".all", "SafeAreaRegions.all", "[.all]", "[.container, .keyboard]",
      "[SafeAreaRegions.all]", "[.keyboard, .container, .all]",
    ] {
      XCTAssertEqual(regions(all), ["container", "keyboard"], all)
    }
  }

  func testSomeRegionsAndValues() {
    XCTAssertEqual(regions(".container"), ["container"])
    XCTAssertEqual(regions("[.keyboard]"), ["keyboard"])
    XCTAssertEqual(regions("[]"), [])
    XCTAssertNil(regions("ignored"))
    XCTAssertNil(regions("[.container, extra]"))
    XCTAssertNil(regions("Layout.all"), "a member of another type is a value")
  }
}
