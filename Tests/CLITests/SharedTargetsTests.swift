import Foundation
import TestSupport
import XCTest

/// A file several targets compile gets what holds in all of them (the lowest version per
/// platform), and a decision spanning files (a class and its uses) holds in each file's
/// own targets.
final class SharedTargetsTests: CLITestCase {
  /// `Shared/NoteStore.swift` is in the sources of Modern (iOS 17, listed first) and
  /// Classic (iOS 15): the class stays ObservableObject, so Modern's `@StateObject` of it
  /// stays too (it became `@State` of a class that does not convert).
  func testAClassInAnOlderTargetTooKeepsItsUsesInTheNewerOne() throws {
    let result = try run(
      ["check", "--only", "observable-macro", "--include-review", "--verbose", "MixedTargets"],
      in: copyProjects("MixedTargets"))
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stdout,
      """
      MixedTargets/Shared/NoteStore.swift:3:13: note: NoteStore stays ObservableObject: the deployment target iOS 15.0 is below iOS 17 (MixedTargets/Shared/NoteStore.swift:3) [observable-macro]

      """)
  }

  func testTheSharedFileGetsTheLowestTargetsOfItsTargets() throws {
    let result = try run(
      ["check", "--format", "json", "--only", "observable-macro", "--verbose", "MixedTargets"],
      in: copyProjects("MixedTargets"))
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let files = try XCTUnwrap(document["files"] as? [[String: Any]])
    let shared = try XCTUnwrap(
      files.first { ($0["path"] as? String)?.hasSuffix("NoteStore.swift") == true })
    XCTAssertEqual(shared["module"] as? String, "Modern (MixedTargets/project.yml, target Modern)")
    XCTAssertEqual(
      (shared["deploymentTargets"] as? [String: Any])?["versions"] as? [String: String],
      ["iOS": "15.0"])
  }

  /// A helper a file of two targets calls must be added to both when the project lists
  /// its files (`Library/Palette.swift` is in ShopWidget's and Shop's Sources phases).
  func testAHelperForAFileOfTwoTargetsIsAddedToBoth() throws {
    let folder = try copyProjects("SharedFile")
    folder.write(
      "SharedFile/Library/Palette.swift",
      """
      import SwiftUI

      struct Tray: View {
        let items: [String]

        var body: some View {
          List(items, id: \\.self) { Text($0) }
            .overlay(alignment: .bottom) {
              Button("Check out") {}
            }
        }
      }

      """)
    let result = try run(
      ["diff", "--only", "safe-area-bar", "--include-review", "SharedFile"], in: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stderr.contains(
        "SharedFile/Library/SafeAreaBarOrInset.swift: note: add SharedFile/Library/SafeAreaBarOrInset.swift to targets ShopWidget and Shop (Shop.xcodeproj lists its files)\n"
      ), result.stderr)
  }
}
