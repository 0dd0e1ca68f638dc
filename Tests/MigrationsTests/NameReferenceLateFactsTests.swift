import MigrationKit
import Migrations
import SwiftCST
import XCTest

/// dismiss-action's extension names and preview-macro's references are late facts: a file
/// the engine keeps parsed records only the lines of names in the scope (presentationMode
/// properties, PreviewProvider structs), exactly as its full facts hold them.
final class NameReferenceLateFactsTests: XCTestCase {
  private func stamped(_ facts: [ProjectFact], _ path: String) -> [ProjectFact] {
    facts.map {
      var fact = $0
      fact.path = path
      return fact
    }
  }

  func testDismissActionScopeIsThePresentationModePropertiesNames() {
    let migration = DismissAction()
    let file = SourceFile(
      text: """
        import SwiftUI

        struct Sheet: View {
          @Environment(\\.presentationMode) var mode
          @Environment(\\.presentationMode) private var presentation: Binding<PresentationMode>
          @Environment(\\.dismiss) var dismiss
          @State var presentationModeCount = 0
          var body: some View { EmptyView() }
        }
        """)
    let early = migration.earlyFacts(in: file)
    XCTAssertEqual(early.map(\.value), ["mode", "presentation"])
    // Not a file without the word.
    XCTAssertEqual(migration.earlyFacts(in: SourceFile(text: "struct A { var mode = 1 }")), [])
    let scope = migration.lateFactScope(in: ProjectIndex(facts: stamped(early, "Sheet.swift")))
    XCTAssertEqual(scope.names, ["mode", "presentation"])
    // The full facts hold the early ones too (a file past the budget gives them all at once).
    XCTAssertEqual(
      migration.indexFacts(in: file).filter { $0.key == early[0].key }.map(\.value),
      ["mode", "presentation"])
  }

  func testDismissActionLateFactsAreTheFullLinesOfTheNamesInScope() {
    let migration = DismissAction()
    let file = SourceFile(
      text: """
        extension Sheet {
          func close() { mode.wrappedValue.dismiss(); _mode.update(); print($title, count) }
          func again() { self.mode.wrappedValue.dismiss(); self.title = "" }
        }
        extension Other {
          func f() { mode.wrappedValue.dismiss() }
        }
        extension Other
          .Inner
        {
          func g() { self.mode.x(); title.y() }
        }
        """)
    let own = OwnDeclarations(nil)
    let full = migration.indexFacts(in: file)
    XCTAssertEqual(
      full.map(\.value),
      [
        // Every member of a chain that starts at `self` counts (`self.mode.wrappedValue`).
        "Sheet\tmode\nSheet\tmode\nSheet\tprint\nSheet\ttitle\nSheet\tcount\nSheet\tmode\n"
          + "Sheet\twrappedValue\nSheet\tdismiss\nSheet\ttitle\nOther\tmode\n",
        "Other\n  .Inner\ttitle", "Other\n  .Inner\tmode", "Other\n  .Inner\tx",
      ])
    let late = migration.lateFacts(in: file, own: own, scope: FactScope(names: ["mode"]))
    XCTAssertEqual(
      late.map(\.value),
      ["Sheet\tmode\nSheet\tmode\nSheet\tmode\nOther\tmode\n", "Other\n  .Inner\tmode"])
    XCTAssertEqual(late.map(\.key), [full[0].key, full[2].key])
    XCTAssertEqual(
      migration.lateFacts(in: file, own: own, scope: FactScope(names: ["title"])).map(\.value),
      ["Sheet\ttitle\nSheet\ttitle\n", "Other\n  .Inner\ttitle"])
    XCTAssertEqual(
      migration.lateFacts(in: file, own: own, scope: FactScope(names: ["presentation"])), [])
    XCTAssertEqual(migration.lateFacts(in: file, own: own, scope: FactScope()), [])
  }

  func testDismissActionNamesOfAFileNotKeptMeetExactlyTheScopesWithLateFacts() {
    let migration = DismissAction()
    let file = SourceFile(
      text: """
        struct Sheet {}
        extension Sheet { func f() { hidden() } }
        extension Other {
          func close() { _mode.update(); $title.x; self.count = 1 }
        }
        extension Other
          .Inner
        { func g() { self.sheetName.x() } }
        """)
    guard let names = migration.lateFactNames(in: file) else {
      return XCTFail("a file not kept records the names, not every pair")
    }
    let own = OwnDeclarations(nil)
    // A name without its `_`/`$`, a member of `self`, a name of an extension whose type
    // text has a line break: each scope holding one meets the file and has late facts.
    for name in ["mode", "title", "count", "sheetName", "x"] {
      let scope = FactScope(names: [name])
      XCTAssertTrue(scope.mayMeet(names), name)
      XCTAssertFalse(migration.lateFacts(in: file, own: own, scope: scope).isEmpty, name)
    }
    // Names of an extension of a type the file declares, written with the prefix, or a
    // member of something other than `self` do not.
    for name in ["hidden", "_mode", "$title", "update", "Other", "presentation"] {
      XCTAssertFalse(FactScope(names: [name]).mayMeet(names), name)
      XCTAssertEqual(migration.lateFacts(in: file, own: own, scope: FactScope(names: [name])), [])
    }
    // The form the engine keeps until the late facts answers the same.
    let kept = names.compacted()
    XCTAssertEqual(kept, names)
    for name in ["mode", "title", "count", "sheetName", "x", "hidden", "_mode", "Other"] {
      let scope = FactScope(names: [name])
      XCTAssertEqual(scope.mayMeet(kept), scope.mayMeet(names), name)
    }
    // A file without extensions of other types has no names.
    XCTAssertEqual(
      migration.lateFactNames(in: SourceFile(text: "struct A { var mode = 1 }")), FactNames())
  }

  func testPreviewMacroScopeIsTheProvidersNames() {
    let migration = PreviewMacro()
    let file = SourceFile(
      text: """
        import SwiftUI

        struct Badge_Previews: PreviewProvider {
          static var previews: some View { Badge() }
        }
        struct Other: View, SwiftUI.PreviewProvider {
          static var previews: some View { EmptyView() }
          var body: some View { EmptyView() }
        }
        struct Plain: Hashable {}
        """)
    let early = migration.earlyFacts(in: file)
    XCTAssertEqual(early.map(\.value), ["Badge_Previews"])
    let scope = migration.lateFactScope(in: ProjectIndex(facts: stamped(early, "Badge.swift")))
    XCTAssertEqual(scope.names, ["Badge_Previews"])
    XCTAssertEqual(migration.earlyFacts(in: SourceFile(text: "struct A: Hashable {}")), [])
  }

  func testPreviewMacroLateFactsAreTheFullLinesOfTheNamesInScope() {
    let migration = PreviewMacro()
    let file = SourceFile(
      text: """
        let a = Badge_Previews.previews
        let b = [Row_Previews.self, Badge_Previews.self]
        let c = Text("x"); let d = lowercase
        """)
    let own = OwnDeclarations(nil)
    XCTAssertEqual(
      migration.indexFacts(in: file).map(\.value), ["Badge_Previews\nRow_Previews\nText\n"])
    XCTAssertEqual(
      migration.lateFacts(in: file, own: own, scope: FactScope(names: ["Row_Previews", "Card"]))
        .map(\.value),
      ["Row_Previews\n"])
    XCTAssertEqual(
      migration.lateFacts(in: file, own: own, scope: FactScope(names: ["Card"])), [])
  }

  /// navigation-stack's facts: per type, its first link of any kind, its first programmatic
  /// link and each capitalised name it calls once (not its own name, not SwiftUI's views),
  /// nested types' calls too.
  func testNavigationStackFactsNameEachCalledTypeOncePerType() {
    let file = SourceFile(
      text: """
        struct Inbox: View {
          var body: some View {
            VStack {
              Row(a: 1); Row(a: 2); Inbox(); Text("x"); make(); Detail.make()
              NavigationLink<Text, Text>(isActive: $on) { Text("a") } label: { Text("b") }
              NavigationLink(tag: 1, selection: $s) { Row() }
              SwiftUI::NavigationLink(isActive: $on) { Card() }
              Models::Card(); Card()
            }
          }
          struct Nested { func f() { Badge(); Row() } }
        }
        extension Inbox {
          func g() { NavigationLink(tag: 1, selection: $s) { Badge() } }
        }
        """)
    let facts = NavigationStack().indexFacts(in: file).map { $0.key + " " + $0.value }
    XCTAssertEqual(
      facts,
      [
        "navigation-stack.uses Nested\tBadge\tRow",
        "navigation-stack.any-link Inbox\tNavigationLink",
        "navigation-stack.link Inbox\tNavigationLink(isActive:)",
        "navigation-stack.uses Inbox\tRow\tCard\tSwiftUI\tModels\tBadge",
        "navigation-stack.any-link Inbox\tNavigationLink",
        "navigation-stack.link Inbox\tNavigationLink(tag:selection:)",
        "navigation-stack.uses Inbox\tBadge",
      ])
  }

  /// A few ASCII names are looked for in the file's bytes first: a file without them (and
  /// without a character that can stand for ASCII) has no late facts about them, and the
  /// answer is never "no" where a token does read as a name.
  func testScopeMayOccurByTheFilesBytes() {
    let file = SourceFile(text: "extension Other {\n  func f() { _mode.x(); self.$title.y() }\n}\n")
    XCTAssertTrue(FactScope(names: ["mode"]).mayOccur(in: file))
    XCTAssertTrue(FactScope(names: ["zzz", "title"]).mayOccur(in: file))
    XCTAssertFalse(FactScope(names: ["presentation", "dismissal"]).mayOccur(in: file))
    XCTAssertFalse(FactScope().mayOccur(in: file))
    // The Kelvin sign reads as K: `Key` may be the name `\u{212A}ey`.
    let kelvin = SourceFile(text: "extension Other {\n  func f() { \u{212A}ey() }\n}\n")
    XCTAssertTrue(FactScope(names: ["Key"]).mayOccur(in: kelvin))
    // Without `K`, `;` or `` ` `` in a name, no other character reads as one of its own:
    // the file's bytes tell, whatever else they hold.
    XCTAssertFalse(FactScope(names: ["presentation"]).mayOccur(in: kelvin))
    XCTAssertTrue(FactScope(names: ["ey"]).mayOccur(in: kelvin))
    XCTAssertEqual(
      DismissAction().lateFacts(
        in: kelvin, own: OwnDeclarations(nil), scope: FactScope(names: ["Key"])
      )
      .map(\.value), ["Other\t\u{212A}ey\n"])
    // Past a few names, or with a name outside ASCII, the bytes are not searched.
    let many = Set((0..<9).map { "name\($0)" })
    XCTAssertTrue(FactScope(names: many).mayOccur(in: file))
    XCTAssertTrue(FactScope(names: ["caf\u{E9}"]).mayOccur(in: file))
  }

  /// The scope tells most texts apart by their first and last bytes; a text that may
  /// equal a name as a string (the Kelvin sign reads as K) is still compared in full.
  func testScopeContainsByEndsThenInFull() {
    let scope = FactScope(names: ["Key", "aK", "content"])
    func contains(_ text: String) -> Bool {
      var text = text
      return text.withUTF8 { scope.contains($0) }
    }
    XCTAssertTrue(contains("Key"))
    XCTAssertTrue(contains("content"))
    XCTAssertFalse(contains("Kay"))
    XCTAssertFalse(contains("context"))
    XCTAssertFalse(contains("title"))
    XCTAssertFalse(contains(""))
    XCTAssertTrue(contains("\u{212A}ey"))
    XCTAssertTrue(contains("a\u{212A}"))
    XCTAssertFalse(contains("b\u{212A}"))
    XCTAssertFalse(FactScope().contains(token: 0, in: SourceFile(text: "x").rawTree))
    let other = FactScope(names: ["caf\u{E9}"])
    var decomposed = "cafe\u{301}"
    XCTAssertTrue(decomposed.withUTF8 { other.contains($0) })
  }

  /// A type's names are distinct as strings: `\u{212A}ey` (Kelvin sign) is `Key` again,
  /// whichever comes first; SwiftUI's views are never names.
  func testNavigationStackNamesAreDistinctAsStrings() {
    let file = SourceFile(
      text: """
        struct A: View {
          var body: some View { VStack { Key(); Text("a"); \u{212A}ey(); Row(); Key() } }
        }
        struct B: View {
          var body: some View { VStack { \u{212A}ey(); Key(); ScrollView { Row() } } }
        }
        """)
    XCTAssertEqual(
      NavigationStack().indexFacts(in: file).map(\.value),
      ["A\tKey\tRow", "B\t\u{212A}ey\tRow"])
  }
}
