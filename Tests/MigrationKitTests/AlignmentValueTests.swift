import MigrationKit
import SwiftCST
import XCTest

/// `AlignmentValue`: an alignment written as a static (`.bottomTrailing`) or built from its
/// guides (`Alignment(horizontal: .trailing, vertical: .bottom)`) names the same static;
/// custom guides and values in variables name none.
final class AlignmentValueTests: XCTestCase {
  /// The name `AlignmentValue` gives the first argument of `ZStack(alignment: …)` in `text`.
  private func name(_ alignment: String) throws -> String? {
    let file = SourceFile(text: "let v = ZStack(alignment: \(alignment)) {}\n")
    let call = try XCTUnwrap(file.calls(named: "ZStack").first)
    let argument = try XCTUnwrap(call.arguments.first?.expression)
    return AlignmentValue.staticName(of: argument)
  }

  func testStaticsAreTheirOwnNames() throws {
    XCTAssertEqual(try name(".bottomTrailing"), "bottomTrailing")
    XCTAssertEqual(try name("Alignment.top"), "top")
    XCTAssertEqual(try name(".leadingFirstTextBaseline"), "leadingFirstTextBaseline")
  }

  func testGuidesNameTheStaticTheyMake() throws {
    XCTAssertEqual(
      try name("Alignment(horizontal: .trailing, vertical: .bottom)"), "bottomTrailing")
    XCTAssertEqual(try name(".init(horizontal: .center, vertical: .top)"), "top")
    XCTAssertEqual(try name("Alignment(horizontal: .leading, vertical: .center)"), "leading")
    XCTAssertEqual(
      try name("Alignment(horizontal: HorizontalAlignment.center, vertical: .center)"), "center")
  }

  func testCustomGuidesAndValuesNameNone() throws {
    XCTAssertNil(try name("Alignment(horizontal: .trailing, vertical: .firstTextBaseline)"))
    XCTAssertNil(try name("Alignment(horizontal: .badge, vertical: .bottom)"))
    XCTAssertNil(try name("corner"))
    XCTAssertNil(try name(".custom"))
    XCTAssertNil(try name("Layout.Alignment(horizontal: .trailing, vertical: .bottom)"))
  }
}
