import XCTest

@testable import Migrations

/// How observable-macro names a class written at a use: Swift's look-up from the type it is
/// written in, among the run's `ObservableObject` classes, and never a guess.
final class ObservableClassNamesTests: XCTestCase {
  private let names = ObservableClassNames([
    "HistoryView.ViewModel", "MangaView.ViewModel", "Library", "Settings", "Settings.Store",
  ])

  func testANameIsLookedUpFromTheTypeItIsWrittenInOutwards() {
    XCTAssertEqual(names.named("ViewModel", scope: "HistoryView"), .one("HistoryView.ViewModel"))
    XCTAssertEqual(
      names.named("ViewModel", scope: "HistoryView.Row"), .one("HistoryView.ViewModel"))
    XCTAssertEqual(names.named("ViewModel", scope: "MangaView"), .one("MangaView.ViewModel"))
    XCTAssertEqual(
      names.named("HistoryView.ViewModel", scope: "MangaView"), .one("HistoryView.ViewModel"))
    XCTAssertEqual(
      names.named("HistoryView.ViewModel", scope: ""), .one("HistoryView.ViewModel"))
    XCTAssertEqual(names.named("Library", scope: "MangaView"), .one("Library"))
    // `Store` inside `Settings` is the nested class; `Settings` itself is another class.
    XCTAssertEqual(names.named("Store", scope: "Settings"), .one("Settings.Store"))
    XCTAssertEqual(names.named("Settings", scope: "Settings.Store"), .one("Settings"))
  }

  func testANameThatReachesNoClassButEndsLikeSomeMayBeAnyOfThem() {
    // From `SearchView` no `ViewModel` is reachable: a typealias or another module's type.
    XCTAssertEqual(
      names.named("ViewModel", scope: "SearchView"),
      .several(["HistoryView.ViewModel", "MangaView.ViewModel"]))
    XCTAssertEqual(names.named("App.Library", scope: ""), .several(["Library"]))
    XCTAssertEqual(names.named("Text", scope: "HistoryView"), ClassNameAnswer.none)
  }

  func testANameReadFromADeclarationElsewhereNamesAClassOnlyWhenItsNameIsUnique() {
    XCTAssertEqual(names.named("Library", scope: nil), .one("Library"))
    XCTAssertEqual(names.named("Store", scope: nil), .several(["Settings.Store"]))
    XCTAssertEqual(
      names.named("ViewModel", scope: nil),
      .several(["HistoryView.ViewModel", "MangaView.ViewModel"]))
    XCTAssertEqual(names.named("MangaView.ViewModel", scope: nil), .one("MangaView.ViewModel"))
  }
}

private typealias ClassNameAnswer = ObservableClassNames.Named
