import Foundation
import TestSupport
import XCTest

/// `observable-macro`'s classes of one qualified name in different modules are different
/// classes: each file's uses are the class its module sees (the semantic index's answer),
/// and a class in a file several targets compile stays one class.
final class SameNamedClassesTests: CLITestCase {
  /// Two app targets each declare an internal `Preferences` (Karabiner-Elements' two
  /// `UserSettings`). Monitor's view reads its class through `Preferences.shared`, which
  /// the conversion's message names on Monitor's class only; Viewer's class has its own
  /// use, Monitor's none.
  func testEachTargetsClassHasItsOwnUsesAndReads() throws {
    let result = try run(
      ["check", "--only", "observable-macro", "--include-review", "SameNamedModels"],
      in: copyProjects("SameNamedModels"))
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      SameNamedModels/Monitor/Preferences.swift:3:13: warning: Preferences: ObservableObject → @Observable (no use in the run changes with it); StatusView (SameNamedModels/Monitor/StatusView.swift:5) reads Preferences.shared.title while building its views, through a static instance no @ObservedObject or @StateObject holds: as an ObservableObject the object never updated StatusView; as @Observable it does whenever that property changes: check that it should [observable-macro, review]
      SameNamedModels/Viewer/Preferences.swift:3:13: warning: Preferences: ObservableObject → @Observable, with its 1 use in 1 file [observable-macro, review]

      """)
  }

  /// `Shared/Settings.swift` is compiled by App and Widget: one class, with a use in each;
  /// Tool's own `Settings` is another, with its own use.
  func testAClassOfTwoTargetsStaysOneBesideAnotherModulesNamesake() throws {
    let result = try run(
      ["check", "--only", "observable-macro", "--include-review", "SharedNamedModel"],
      in: copyProjects("SharedNamedModel"))
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      SharedNamedModel/App/NotesView.swift:4:3: warning: Settings becomes @Observable; 1 use here changes with it [observable-macro, review]
      SharedNamedModel/Shared/Settings.swift:3:13: warning: Settings: ObservableObject → @Observable, with its 2 uses in 2 files [observable-macro, review]
      SharedNamedModel/Tool/Settings.swift:3:13: warning: Settings: ObservableObject → @Observable, with its 1 use in 1 file [observable-macro, review]
      SharedNamedModel/Widget/NoteEntryView.swift:4:3: warning: Settings becomes @Observable; 1 use here changes with it [observable-macro, review]

      """)
  }
}
