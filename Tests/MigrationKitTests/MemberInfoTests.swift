import SwiftCST
import XCTest

@testable import MigrationKit

/// `MemberInfo` keeps its rarely set fields out of line, shared by copies: a change to one
/// copy must not show in another, and members with the same fields must be equal however
/// the fields were set.
final class MemberInfoTests: XCTestCase {
  private func member(_ source: String, named name: String) -> MemberInfo {
    let declarations = FileDeclarations(file: SourceFile(text: source), path: "A.swift")
    return declarations.members.first { $0.name == name }!
  }

  func testTheRarelySetFieldsReadAsScanned() {
    let source = """
      struct Row: View {
        @Environment(\\.dismiss) var dismiss
        var onShow: () -> Void
        init?(title: String = "", action: @escaping () -> Void) {
          action()
          self.init(other: 1)
        }
        var body: some View {
          let _ = onShow()
          Text("a")
        }
      }
      """
    let dismiss = member(source, named: "dismiss")
    XCTAssertEqual(dismiss.environmentKey, "dismiss")
    XCTAssertEqual(dismiss.parameterTypes, [])
    XCTAssertEqual(dismiss.calls, [])
    XCTAssertNil(dismiss.viewArity)
    let initializer = member(source, named: "init")
    XCTAssertTrue(initializer.isFailable)
    XCTAssertEqual(initializer.parameterTypes.map { $0?.text }, ["String", "() -> Void"])
    XCTAssertEqual(initializer.parameterHasDefault, [true, false])
    XCTAssertEqual(initializer.calls, ["action"])
    XCTAssertEqual(initializer.forwards, [ForwardedCall(callee: "self.init", labels: ["other"])])
    let body = member(source, named: "body")
    XCTAssertEqual(body.viewArity?.count, .one)
    XCTAssertEqual(body.viewArity?.root, "Text")
    XCTAssertEqual(body.calls, ["_", "onShow"])
    XCTAssertFalse(body.isFailable)
  }

  func testAChangedCopyLeavesTheOriginalAndEqualFieldsAreEqual() {
    let source = "struct Row { var title: String\n func open(id: Int) {} }"
    let title = member(source, named: "title")
    var changed = title
    changed.calls = ["reload"]
    changed.environmentKey = "locale"
    XCTAssertEqual(title.calls, [])
    XCTAssertNil(title.environmentKey)
    XCTAssertEqual(changed.calls, ["reload"])
    XCTAssertEqual(changed.environmentKey, "locale")
    XCTAssertNotEqual(changed, title)
    changed.calls = []
    changed.environmentKey = nil
    XCTAssertEqual(changed, title, "fields set back to empty: the same member")
    XCTAssertEqual(Set([changed, title]).count, 1)
    var open = member(source, named: "open")
    XCTAssertEqual(open.parameterTypes.map { $0?.text }, ["Int"])
    open.parameterTypes = []
    open.parameterHasDefault = []
    XCTAssertEqual(open.parameterTypes, [])
    XCTAssertEqual(open.parameterLabels, ["id"], "kept in line, unchanged")
  }
}
