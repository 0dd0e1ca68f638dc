import XCTest

@testable import MigrationKit

final class SelectionTests: XCTestCase {
  private let registry: [any Migration] = [
    ReplaceMigration(id: "full-width-frame", pattern: "a", replacement: "b", group: "layout"),
    ReplaceMigration(id: "safe-area-bar", pattern: "a", replacement: "b", group: "layout"),
    ReplaceMigration(
      id: "foreground-style", pattern: "a", replacement: "b", group: "deprecated-api"),
  ]

  func testOnlyAndExcludeByIdOrGroup() throws {
    XCTAssertEqual(
      try MigrationSelection.select(from: registry, only: nil, exclude: []).map(\.id).count, 3)
    XCTAssertEqual(
      try MigrationSelection.select(from: registry, only: ["layout"], exclude: ["safe-area-bar"])
        .map(\.id), ["full-width-frame"])
    XCTAssertEqual(
      try MigrationSelection.select(
        from: registry, only: ["foreground-style", "full-width-frame"], exclude: []
      ).map(\.id),
      ["full-width-frame", "foreground-style"], "registry order")
  }

  func testUnknownNamesSuggestTheClosest() {
    XCTAssertThrowsError(
      try MigrationSelection.select(from: registry, only: ["full-widht-frame"], exclude: [])
    ) { error in
      XCTAssertEqual(
        "\(error)", "unknown migration 'full-widht-frame'; did you mean 'full-width-frame'?")
    }
    XCTAssertThrowsError(try MigrationSelection.migration("zzz", in: registry)) { error in
      XCTAssertEqual("\(error)", "unknown migration 'zzz' (see 'swiftui-migrate list')")
    }
  }

  func testEditDistance() {
    XCTAssertEqual(Spelling.editDistance("diff", "dif"), 1)
    XCTAssertEqual(Spelling.editDistance("apply", "aplpy"), 1, "a swap counts once")
    XCTAssertEqual(Spelling.editDistance("", "abc"), 3)
    XCTAssertEqual(Spelling.suggestion(for: "chekc", among: ["check", "diff"]), "check")
    XCTAssertNil(Spelling.suggestion(for: "xyz", among: ["check", "diff"]))
  }
}
