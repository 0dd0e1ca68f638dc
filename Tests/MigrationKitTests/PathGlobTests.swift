import MigrationKit
import XCTest

final class PathGlobTests: XCTestCase {
  private func matches(_ pattern: String, _ path: String) -> Bool {
    PathGlob(pattern, base: "/r").matches("/r/" + path)
  }

  func testPatterns() {
    XCTAssertTrue(matches("**/Generated/**", "Generated/A.swift"))
    XCTAssertTrue(matches("**/Generated/**", "App/Sources/Generated/Deep/A.swift"))
    XCTAssertFalse(matches("**/Generated/**", "App/GeneratedStuff/A.swift"))
    XCTAssertTrue(matches("Pods/**", "Pods/X/A.swift"))
    XCTAssertFalse(matches("Pods/**", "App/Pods/A.swift"), "anchored at the base")
    XCTAssertTrue(matches("Pods", "App/Pods/A.swift"), "a name without / matches at any depth")
    XCTAssertTrue(matches("*.pb.swift", "a/b/c.pb.swift"))
    XCTAssertFalse(matches("*.pb.swift", "a/b/c.swift"))
    XCTAssertTrue(matches("Sources/*/Mocks", "Sources/App/Mocks/M.swift"))
    XCTAssertFalse(matches("Sources/*/Mocks", "Sources/App/Deep/Mocks/M.swift"))
    XCTAssertTrue(matches("Sources/**/Mocks", "Sources/App/Deep/Mocks/M.swift"))
    XCTAssertTrue(matches("Legacy/", "Legacy/Old.swift"))
    XCTAssertFalse(PathGlob("**", base: "/r").matches("/other/A.swift"), "outside the base")
  }
}
