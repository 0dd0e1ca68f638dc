import SwiftCST
import XCTest

@testable import MigrationKit

/// `MemberInfo` is a handle to a record of its file's `DeclarationStore`: every field reads
/// back as scanned (texts from the store's bytes), and members of two scans of the same
/// text are equal.
final class MemberInfoTests: XCTestCase {
  private func member(_ source: String, named name: String) -> MemberInfo {
    let declarations = FileDeclarations(file: SourceFile(text: source), path: "A.swift")
    return declarations.members.first { $0.name == name }!
  }

  func testLetAndVarPropertiesAreToldApart() {
    let source = """
      enum Flags {
        static let compact = true
        static var adjustable = false
        @available(iOS 17, *) public static let tips = false
        static let (a, b) = (1, 2)
        static var computed: Bool { true }
        static func toggle() {}
      }
      let kGlobal = 1
      var gGlobal = 2
      """
    let names = ["compact", "adjustable", "tips", "computed", "toggle", "kGlobal", "gGlobal"]
    XCTAssertEqual(
      names.map { member(source, named: $0).isConstant },
      [true, false, true, false, false, true, false])
    let declarations = FileDeclarations(file: SourceFile(text: source), path: "A.swift")
    let copy = FileDeclarations(
      file: SourceFile(
        text: source.replacingOccurrences(
          of: "static let compact", with: "static var compact")), path: "A.swift")
    XCTAssertNotEqual(declarations.members[0], copy.members[0])
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

  func testEveryFieldReadsBackFromTheStore() {
    let source = """
      enum Outer {
        struct Row<Item, each Rest>: View, Identifiable {
          @MainActor @State private static var count: [String:Int] = [:]
          let title = Title.Large()
          func open(_ id: Int, with values: Int..., when date: Date = .now) -> some View { Text("") }
          subscript(index: Int) -> Item? { nil }
          init?() {}
        }
      }
      extension SwiftUI.Text: Sendable {}
      enum Mode { case plain, tagged(String, label: Int) }
      func helper() {}
      """
    let declarations = FileDeclarations(file: SourceFile(text: source), path: "A.swift")
    XCTAssertEqual(declarations.types.map(\.name), ["Outer", "Outer.Row", "Text", "Mode"])
    let row = declarations.types[1]
    XCTAssertEqual(row.inheritance, ["View", "Identifiable"])
    XCTAssertEqual(row.genericParameters, ["Item", "Rest"])
    XCTAssertEqual(declarations.types[2].kind, .extension)
    XCTAssertEqual(declarations.types[2].inheritance, ["Sendable"])
    let extensions = FileDeclarations(
      file: SourceFile(
        text: """
          extension Array<Int> {}
          extension SwiftUI.Ärger: View {}
          extension Ünïcode.Name {}
          extension Optional<Outer.Inner> {}
          extension SwiftUIX.Row {}
          """), path: "B.swift")
    XCTAssertEqual(
      extensions.types.map(\.name),
      ["Array", "Ärger", "Ünïcode.Name", "Outer.Inner", "SwiftUIX.Row"])
    let members = declarations.members
    XCTAssertEqual(
      members.map(\.name),
      ["count", "title", "open", "subscript", "init", "plain", "tagged", "helper"])
    XCTAssertEqual(
      members.map(\.containingType),
      ["Outer.Row", "Outer.Row", "Outer.Row", "Outer.Row", "Outer.Row", "Mode", "Mode", nil])
    XCTAssertEqual(
      members.map { $0.type?.text },
      ["[String: Int]", "Title.Large", "some View", "Item?", "Outer.Row?", "Mode", "Mode", nil])
    XCTAssertEqual(
      members.map(\.isTypeInferred), [false, true, false, false, false, false, false, false])
    let count = members[0]
    XCTAssertEqual(count.attributes, ["MainActor", "State"])
    XCTAssertEqual(count.access, .private)
    XCTAssertTrue(count.isStatic)
    XCTAssertEqual(count.type?.name, "Dictionary")
    let open = members[2]
    XCTAssertEqual(open.parameterLabels, ["_", "with", "when"])
    XCTAssertEqual(open.parameterTypes.map { $0?.text }, ["Int", "[Int]", "Date"])
    XCTAssertEqual(open.parameterHasDefault, [false, false, true])
    XCTAssertEqual(open.viewArity?.root, "Text")
    XCTAssertEqual(members[4].type?.isOptional, true)
    XCTAssertEqual(members[4].type?.name, "Outer.Row")
    XCTAssertEqual(members[6].parameterLabels, ["_", "label"])
    XCTAssertEqual(members[6].parameterTypes.map { $0?.text }, ["String", "Int"])
    let offset = { (text: String) in
      source.utf8.distance(from: source.startIndex, to: source.range(of: text)!.lowerBound)
    }
    XCTAssertEqual(members[1].offset, offset("title ="))
    XCTAssertEqual(members[2].offset, offset("func open"))
    XCTAssertEqual(members[6].offset, offset("tagged"))
    XCTAssertEqual(members.map(\.path), Array(repeating: "A.swift", count: 8))
  }

  func testMembersOfTwoScansOfOneTextAreEqualAndOthersAreNot() {
    let source = "struct Row { var title: String\n func open(id: Int) {} }"
    let first = FileDeclarations(file: SourceFile(text: source), path: "A.swift").members
    let second = FileDeclarations(file: SourceFile(text: source), path: "A.swift").members
    XCTAssertEqual(first, second)
    XCTAssertEqual(Set(first + second).count, 2)
    XCTAssertNotEqual(first[0], first[1])
    let moved = FileDeclarations(file: SourceFile(text: source), path: "B.swift").members
    XCTAssertNotEqual(first[0], moved[0], "another file")
    let retyped = FileDeclarations(
      file: SourceFile(text: "struct Row { var title: Text\n func open(id: Int) {} }"),
      path: "A.swift"
    ).members
    XCTAssertNotEqual(first[0], retyped[0], "another type")
    XCTAssertEqual(first[1].hashValue, second[1].hashValue)
  }

  /// Scans gather into buffers kept from file to file (`DeclarationScanBuffers`); each
  /// store keeps a copy of exactly its own texts and records.
  /// Declarations read for a module and a path, relabelled for the file alone, are those a
  /// scan of the file alone reads (its import evidence included).
  func testDeclarationsAloneAreThoseOfAScanOfTheFileAlone() {
    let file = SourceFile(
      text: """
        import SwiftUI
        import Kit
        struct Card: View { @State var count = 0; var body: some View { Text("") } }
        extension Card { func title() -> Int { 2 } }
        """)
    let read = FileDeclarations(
      file: file, path: "A/Card.swift", module: "App", otherModules: ["Widget"],
      runModules: ["Kit"])
    let alone = read.alone(in: file)
    let scanned = FileDeclarations(file: file, path: "")
    XCTAssertEqual(alone.path, "")
    XCTAssertEqual(alone.module, "")
    XCTAssertEqual(alone.otherModules, [])
    XCTAssertEqual(alone.importEvidence, scanned.importEvidence)
    XCTAssertNotEqual(read.importEvidence, scanned.importEvidence)
    XCTAssertEqual(alone.types, scanned.types)
    XCTAssertEqual(alone.members, scanned.members)
    XCTAssertEqual(alone, scanned)
  }

  func testScansOneAfterAnotherKeepTheirOwnDeclarations() {
    let first = FileDeclarations(
      file: SourceFile(text: "struct A { var one: Int\n var two: String }"), path: "A.swift")
    let second = FileDeclarations(file: SourceFile(text: "enum B { case x }"), path: "B.swift")
    XCTAssertEqual(first.members.map(\.name), ["one", "two"])
    XCTAssertEqual(first.members.map { $0.type?.text }, ["Int", "String"])
    XCTAssertEqual(second.members.map(\.name), ["x"])
    XCTAssertEqual(second.members.map(\.containingType), ["B"])
    XCTAssertEqual(first.types.map(\.name), ["A"])
    XCTAssertEqual(second.types.map(\.name), ["B"])
    XCTAssertEqual(String(decoding: first.store.bytes, as: UTF8.self), "AoneInttwoString")
    XCTAssertEqual(String(decoding: second.store.bytes, as: UTF8.self), "Bx")
    XCTAssertEqual(second.store.members.count, 1)
  }
}
