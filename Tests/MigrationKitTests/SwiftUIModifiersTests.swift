import Foundation
import MigrationKit
import TestSupport
import XCTest

/// `SwiftUIModifiers`: SwiftUI's own modifiers by name, so that a migration does not call
/// `.alignmentGuide(…)` "declared outside this run".
final class SwiftUIModifiersTests: XCTestCase {
  func testAnswersForSwiftUIsModifiersAndOthers() {
    let names = [
      "alignmentGuide", "widgetAccentable", "pointerStyle", "frame", "accessibilityLabel",
      "accessibilityRotor", "safeAreaInset", "resizable", "glassButtonStyle", "backport", "card",
      "Text", "accessibility",
    ]
    XCTAssertEqual(
      names.map(SwiftUIModifiers.contains),
      [true, true, true, true, true, true, true, true, false, false, false, false, true])
  }

  /// Every method the test SwiftUI stub declares in an `extension View` is in the list (the
  /// stub copies Apple's signatures).
  func testListsEveryModifierOfTheStub() throws {
    let folder = Paths.packageRoot.appendingPathComponent("Tests/SwiftUIStub")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    var missing: Set<String> = []
    var seen = 0
    for name in files {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for body in Self.viewExtensionBodies(text) {
        for match in body.matches(of: #/func\s+([A-Za-z_][A-Za-z0-9_]*)/#) {
          seen += 1
          let method = String(match.1)
          if !SwiftUIModifiers.contains(method) { missing.insert(method) }
        }
      }
    }
    XCTAssertGreaterThan(seen, 100)
    XCTAssertEqual(missing, [])
  }

  /// The bodies of `extension View { … }` (with any `where` clause) in `text`.
  private static func viewExtensionBodies(_ text: String) -> [Substring] {
    var bodies: [Substring] = []
    for match in text.matches(of: #/extension\s+View\b[^{]*\{/#) {
      var depth = 1
      var index = match.range.upperBound
      while depth > 0, index < text.endIndex {
        if text[index] == "{" { depth += 1 } else if text[index] == "}" { depth -= 1 }
        index = text.index(after: index)
      }
      bodies.append(text[match.range.upperBound..<index])
    }
    return bodies
  }
}
