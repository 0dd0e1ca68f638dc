import SwiftCST
import XCTest

/// What a file keeps for a later step: the engine drops the values kept for the rewrite of
/// a file it keeps only for late facts (`remember`), and keeps those its late facts read
/// (`rememberForLateFacts`).
final class RememberedValuesTests: XCTestCase {
  private final class Scan {
    let value: Int
    init(_ value: Int) { self.value = value }
  }

  private func file() -> SourceFile { SourceFile(bytes: Array("let a = 1\n".utf8)) }

  func testAValueIsTakenOnce() {
    let file = file()
    file.remember(3, as: "scan")
    file.rememberForLateFacts(Scan(4), as: "scan")
    XCTAssertEqual(file.takeRemembered("scan", as: Int.self), 3)
    XCTAssertNil(file.takeRemembered("scan", as: Int.self))
    XCTAssertEqual(file.takeRememberedForLateFacts("scan", as: Scan.self)?.value, 4)
    XCTAssertNil(file.takeRememberedForLateFacts("scan", as: Scan.self))
  }

  func testForgettingForLateFactsKeepsOnlyTheirValues() {
    let file = file()
    file.remember(1, as: "rewrite")
    file.rememberForLateFacts(Scan(2), as: "late")
    file.forgetRemembered(keepingLateFactValues: true)
    XCTAssertNil(file.takeRemembered("rewrite", as: Int.self))
    XCTAssertEqual(file.takeRememberedForLateFacts("late", as: Scan.self)?.value, 2)
  }

  func testForgettingEverythingDropsLateFactValuesToo() {
    let file = file()
    file.remember(1, as: "rewrite")
    file.rememberForLateFacts(Scan(2), as: "late")
    file.forgetRemembered()
    XCTAssertNil(file.takeRemembered("rewrite", as: Int.self))
    XCTAssertNil(file.takeRememberedForLateFacts("late", as: Scan.self))
  }

  func testRememberingAgainReplacesTheValue() {
    let file = file()
    file.rememberForLateFacts(Scan(1), as: "key")
    file.rememberForLateFacts(Scan(2), as: "key")
    XCTAssertEqual(file.takeRememberedForLateFacts("key", as: Scan.self)?.value, 2)
    XCTAssertNil(file.takeRememberedForLateFacts("key", as: Scan.self))
  }
}
