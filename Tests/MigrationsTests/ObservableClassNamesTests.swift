import XCTest

@testable import Migrations

/// How observable-macro names a class written at a use: Swift's look-up from the type it is
/// written in, among the run's `ObservableObject` classes, and never a guess.
final class ObservableClassNamesTests: XCTestCase {
  private let names = ObservableClassNames([
    "HistoryView.ViewModel", "MangaView.ViewModel", "Library", "Settings", "Settings.Store",
  ])

  func testANameIsLookedUpFromTheTypeItIsWrittenInOutwards() {
    XCTAssertEqual(
      names.named("ViewModel", scope: "HistoryView", in: "Views.swift"),
      .one("HistoryView.ViewModel"))
    XCTAssertEqual(
      names.named("ViewModel", scope: "HistoryView.Row", in: "Views.swift"),
      .one("HistoryView.ViewModel"))
    XCTAssertEqual(
      names.named("ViewModel", scope: "MangaView", in: "Views.swift"), .one("MangaView.ViewModel"))
    XCTAssertEqual(
      names.named("HistoryView.ViewModel", scope: "MangaView", in: "Views.swift"),
      .one("HistoryView.ViewModel"))
    XCTAssertEqual(
      names.named("HistoryView.ViewModel", scope: "", in: "Views.swift"),
      .one("HistoryView.ViewModel"))
    XCTAssertEqual(names.named("Library", scope: "MangaView", in: "Views.swift"), .one("Library"))
    // `Store` inside `Settings` is the nested class; `Settings` itself is another class.
    XCTAssertEqual(
      names.named("Store", scope: "Settings", in: "Views.swift"), .one("Settings.Store"))
    XCTAssertEqual(
      names.named("Settings", scope: "Settings.Store", in: "Views.swift"), .one("Settings"))
  }

  func testANameThatReachesNoClassButEndsLikeSomeMayBeAnyOfThem() {
    // From `SearchView` no `ViewModel` is reachable: a typealias or another module's type.
    XCTAssertEqual(
      names.named("ViewModel", scope: "SearchView", in: "Views.swift"),
      .several(["HistoryView.ViewModel", "MangaView.ViewModel"]))
    XCTAssertEqual(names.named("App.Library", scope: "", in: "Views.swift"), .several(["Library"]))
    XCTAssertEqual(
      names.named("Text", scope: "HistoryView", in: "Views.swift"), ClassNameAnswer.none)
  }

  func testANameReadFromADeclarationElsewhereNamesAClassOnlyWhenItsNameIsUnique() {
    XCTAssertEqual(names.named("Library", scope: nil, in: "Views.swift"), .one("Library"))
    XCTAssertEqual(
      names.named("Store", scope: nil, in: "Views.swift"), .several(["Settings.Store"]))
    XCTAssertEqual(
      names.named("ViewModel", scope: nil, in: "Views.swift"),
      .several(["HistoryView.ViewModel", "MangaView.ViewModel"]))
    XCTAssertEqual(
      names.named("MangaView.ViewModel", scope: nil, in: "Views.swift"), .one("MangaView.ViewModel")
    )
  }

  /// A private or fileprivate class is one of its file: two files' `PanelModel` are two
  /// classes, a name written in either names its own, and one written elsewhere neither.
  func testAFilePrivateClassIsNamedFromItsOwnFileOnly() {
    let counter = ObservableClassNames.key("PanelModel", filePrivateTo: "Counter.swift")
    let timer = ObservableClassNames.key("PanelModel", filePrivateTo: "Timer.swift")
    let names = ObservableClassNames([counter, timer, "Library"])
    XCTAssertEqual(names.named("PanelModel", scope: "", in: "Counter.swift"), .one(counter))
    XCTAssertEqual(names.named("PanelModel", scope: "TimerPanel", in: "Timer.swift"), .one(timer))
    XCTAssertEqual(names.named("PanelModel", scope: "", in: "Other.swift"), ClassNameAnswer.none)
    XCTAssertEqual(names.named("Library", scope: "", in: "Timer.swift"), .one("Library"))
    // Read from a declaration elsewhere: either may be meant.
    XCTAssertEqual(
      names.named("PanelModel", scope: nil, in: "Other.swift"), .several([counter, timer]))
    XCTAssertEqual(names.key(ofAnswer: "PanelModel", from: "Timer.swift"), timer)
    XCTAssertEqual(names.key(ofAnswer: "Library", from: "Timer.swift"), "Library")
    XCTAssertEqual(ObservableClassNames.shown(timer), "PanelModel")
  }
}

private typealias ClassNameAnswer = ObservableClassNames.Named
