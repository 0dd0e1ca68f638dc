import SwiftCST
import XCTest

@testable import MigrationKit

/// The tables of `SemanticStorage` keep positions into the files' members: answers must
/// come in path then declaration order, with other modules' public members after the
/// module's own, whatever order the files are given in.
final class SemanticStorageTests: XCTestCase {
  private func declarations(_ path: String, _ module: String, _ text: String) -> FileDeclarations {
    FileDeclarations(file: SourceFile(text: text), path: path, module: module)
  }

  private var files: [FileDeclarations] {
    [
      declarations(
        "A/2.swift", "A",
        """
        extension Card { func title() -> Int { 2 } }
        func helper(_ x: Int) {}
        """),
      declarations(
        "A/1.swift", "A",
        """
        struct Card {
          var title: String
          struct Inner { var depth = 0 }
        }
        struct Other { var title: Int }
        extension Card { var subtitle: String { "" } }
        func helper() {}
        var shared = 1
        """),
      declarations(
        "B/1.swift", "B",
        """
        extension Card {
          public var title: Text { Text("") }
          var hidden: Int { 0 }
        }
        public func helper(_ a: Int, _ b: Int) {}
        public struct Widget {}
        """),
    ]
  }

  func testMembersComeInPathThenDeclarationOrderWithOtherModulesPublicOnesLast() {
    let fromA = SemanticIndex(files: files, module: "A")
    XCTAssertEqual(
      fromA.members(named: "title", in: "Card").map { "\($0.path) \($0.kind)" },
      ["A/1.swift storedProperty", "A/2.swift function", "B/1.swift computedProperty"])
    XCTAssertEqual(
      fromA.members(of: "Card").map(\.name),
      ["title", "subtitle", "title", "title"])
    XCTAssertEqual(fromA.members(of: "Other").map(\.name), ["title"])
    XCTAssertEqual(fromA.members(of: "Card.Inner").map(\.name), ["depth"])
    XCTAssertEqual(
      fromA.topLevel(named: "helper").map(\.parameterLabels), [[], ["_"], ["_", "_"]])
    XCTAssertEqual(fromA.topLevel(named: "shared").count, 1)
    let fromB = SemanticIndex(files: files, module: "B")
    XCTAssertEqual(fromB.members(of: "Card").map(\.name), ["title", "hidden"])
    XCTAssertEqual(fromB.topLevel(named: "shared").count, 0, "internal to A")
    XCTAssertEqual(fromB.topLevel(named: "helper").map(\.path), ["B/1.swift"])
  }

  func testTypesAreFoundInTheirModuleNestedScopesAndPublicOnesOfOtherModules() {
    let fromA = SemanticIndex(files: files, module: "A")
    XCTAssertEqual(fromA.type(named: "Inner", inside: "Card")?.name, "Card.Inner")
    XCTAssertEqual(fromA.type(named: "Inner", inside: "Card.Inner")?.name, "Card.Inner")
    XCTAssertNil(fromA.type(named: "Inner", inside: nil))
    XCTAssertEqual(fromA.type(named: "Widget")?.module, "B", "public in B")
    XCTAssertEqual(fromA.type(named: "Card")?.kind, .struct)
    XCTAssertEqual(SemanticIndex(files: files, module: "B").type(named: "Card")?.kind, .extension)
    XCTAssertNil(SemanticIndex(files: files, module: "C").type(named: "Card"), "internal to A")
  }

  func testNestedScopesOfNonASCIINamesAreWalkedByCharacter() {
    let index = SemanticIndex(files: [
      declarations("Ä.swift", "", "struct Äußere { struct Innen { struct Kern {} } }")
    ])
    XCTAssertEqual(
      index.type(named: "Innen", inside: "Äußere.Innen.Kern")?.name, "Äußere.Innen")
    XCTAssertEqual(index.type(named: "Kern", inside: "Äußere.Innen")?.name, "Äußere.Innen.Kern")
    XCTAssertNil(index.type(named: "Kern", inside: "Äußere"))
  }

  func testNestedNamesAmbiguousInTheModuleStopTheSearchAndPublicOnesOfTwoModulesAreAmbiguous() {
    let files = [
      declarations("A/1.swift", "A", "struct Outer { struct Row {} }\nstruct Row {}"),
      declarations("A/2.swift", "A", "extension Outer { struct Row { var b = 0 } }"),
      declarations("B/1.swift", "B", "public struct Shared {}\npublic struct Only {}"),
      declarations("C/1.swift", "C", "public struct Shared {}"),
    ]
    let fromA = SemanticIndex(files: files, module: "A")
    XCTAssertNil(
      fromA.type(named: "Row", inside: "Outer"), "Outer.Row twice: not the top-level Row")
    XCTAssertEqual(fromA.type(named: "Row", inside: "Other")?.name, "Row")
    XCTAssertNil(fromA.type(named: "Shared"), "public in B and in C")
    XCTAssertEqual(fromA.type(named: "Only")?.module, "B")
    XCTAssertEqual(SemanticIndex(files: files, module: "B").type(named: "Shared")?.module, "B")
  }

  func testVariantsUnderIfAreOneTypeAndExtensionsAddTheirConformancesOnce() {
    let files = [
      declarations(
        "1.swift", "",
        """
        #if os(iOS)
        struct Host: UIViewRepresentable {}
        #else
        struct Host: NSViewRepresentable, Equatable {}
        #endif
        extension Host: Equatable, Hashable {}
        extension Only: Identifiable, Identifiable {}
        """),
      declarations("0.swift", "", "extension Only: Sendable {}"),
    ]
    let index = SemanticIndex(files: files)
    XCTAssertEqual(
      index.type(named: "Host")?.inheritance,
      ["UIViewRepresentable", "NSViewRepresentable", "Equatable", "Hashable"])
    XCTAssertEqual(index.type(named: "Only")?.kind, .extension)
    XCTAssertEqual(index.type(named: "Only")?.inheritance, ["Sendable", "Identifiable"])
  }

  func testManyFilesGivenInAnyOrderAnswerInPathOrder() {
    var files: [FileDeclarations] = []
    for number in (0..<40).reversed() {
      let path = "F\(String(number + 100)).swift"
      files.append(
        declarations(
          path, "",
          "extension Card { var p\(number): Int { 0 } }\nfunc shared() {}\nstruct T\(number) {}"))
    }
    let index = SemanticIndex(files: files)
    XCTAssertEqual(index.members(of: "Card").map(\.name), (0..<40).map { "p\($0)" })
    XCTAssertEqual(
      index.topLevel(named: "shared").map(\.path), (0..<40).map { "F\($0 + 100).swift" })
    XCTAssertEqual(index.members(named: "p7", in: "Card").map(\.path), ["F107.swift"])
    XCTAssertEqual(index.type(named: "T39")?.kind, .struct)
    XCTAssertTrue(index.members(named: "p7", in: "T7").isEmpty)
    XCTAssertTrue(index.members(named: "Card", in: "p7").isEmpty)
  }

  /// An Xcode file in two targets (a shared colour palette compiled into an app and its
  /// widget): its declarations count in both modules, once each, beside each module's own
  /// type of a shared name.
  /// A test module's `@testable import App` makes App's internal declarations (not its
  /// private ones) visible to it; a module that imports App plainly still sees public ones
  /// only, and a name the run does not compile is no module.
  func testATestableImportSeesTheInternalsOfThatModule() {
    let files = [
      declarations(
        "App/Feed.swift", "#0",
        """
        final class FeedModel {
          static let sample = FeedModel()
          private static let secret = 1
        }
        """),
      declarations(
        "Tests/FeedTests.swift", "#1",
        """
        import XCTest
        @testable import App
        @testable import Missing
        """),
      declarations("Other/Plain.swift", "#2", "import App\nstruct Plain {}\n"),
    ]
    XCTAssertEqual(files[1].testableImports, ["App", "Missing"])
    XCTAssertEqual(files[2].testableImports, [])
    let names = ["App": "#0", "Tests": "#1", "Other": "#2"]
    let index = SemanticIndex(files: files, testableModule: { importer, name in names[name] })
    let fromTests = index.seen(from: "#1")
    XCTAssertEqual(fromTests.type(named: "FeedModel")?.module, "#0")
    XCTAssertEqual(
      fromTests.lookUpType(named: "FeedModel", inside: nil), .declared(qualifiedName: "FeedModel"))
    XCTAssertEqual(fromTests.members(of: "FeedModel").map(\.name), ["sample", "secret"])
    XCTAssertNil(index.seen(from: "#2").type(named: "FeedModel"), "a plain import")
    XCTAssertEqual(
      index.seen(from: "#2").lookUpType(named: "FeedModel", inside: nil), .undeclared)
  }

  func testAFileSeveralModulesCompileCountsInEachOnce() {
    let files = [
      FileDeclarations(
        file: SourceFile(
          text: "extension Color { enum shop { static let accent = Color(\"x\") } }"),
        path: "Library/Palette.swift", module: "Widget", otherModules: ["App", "Widget"]),
      declarations("App/Basket.swift", "App", "struct BasketView { var count: Int }"),
      declarations("Widget/Basket.swift", "Widget", "struct BasketView { var entry: Int }"),
    ]
    XCTAssertEqual(files[0].modules, ["Widget", "App"])
    for module in ["App", "Widget"] {
      let index = SemanticIndex(files: files, module: module)
      XCTAssertEqual(index.type(named: "Color.shop")?.kind, .enum, module)
      XCTAssertEqual(index.type(named: "shop", inside: "Color")?.name, "Color.shop", module)
      XCTAssertEqual(
        index.lookUpType(named: "Color", inside: "BasketView"), .declared(qualifiedName: "Color"))
      XCTAssertEqual(
        index.members(named: "accent", in: "Color.shop").map(\.path), ["Library/Palette.swift"],
        module)
      XCTAssertEqual(index.type(named: "BasketView")?.kind, .struct, module)
    }
    XCTAssertEqual(
      SemanticIndex(files: files, module: "App").members(of: "BasketView").map(\.name), ["count"])
    XCTAssertEqual(
      SemanticIndex(files: files, module: "Widget").members(of: "BasketView").map(\.name),
      ["entry"])
    XCTAssertNil(SemanticIndex(files: files, module: "Other").type(named: "Color.shop"))
    XCTAssertNil(
      SemanticIndex(files: files).type(named: "BasketView"), "seen from no module: internal")
  }

  /// A type the run only extends (`Color`) is declared by none of its modules: a file two
  /// modules compile (an app's and its widget's) asks about it in both and gets one answer,
  /// so `Color.brand(…)` there has a known type.
  func testATypeOnlyExtendedIsOneTypeToAFileTwoModulesCompile() {
    let palette = FileDeclarations(
      file: SourceFile(
        text: "extension Color { static func brand(_ level: Int) -> Color { .red } }"),
      path: "Shared/Palette.swift", module: "App", otherModules: ["Widget"])
    let index = SemanticIndex(files: [palette], module: "App")
      .seen(from: "App", alsoCompiledBy: ["Widget"])
    XCTAssertEqual(index.type(named: "Color")?.kind, .extension)
    XCTAssertEqual(index.type(named: "Color")?.module, "")
    XCTAssertEqual(
      SemanticIndex(files: [palette], module: "Widget").type(named: "Color")?.module, "")
  }

  /// A type another module only extends (`public extension Color` in a library) is, to an
  /// app importing it, the type that library extends: `Color.brand(…)` there is the
  /// library's `Color`-typed function, as in the library itself. A module that declares the
  /// name keeps it its own.
  func testATypeOnlyAnotherModuleExtendsIsThatExtendedType() throws {
    let library = FileDeclarations(
      file: SourceFile(
        text: """
          public extension Color { static func brand(_ level: Int) -> Color { .red } }
          extension Color: Identifiable {}
          """),
      path: "Lib/Palette.swift", module: "Lib")
    let screen = SourceFile(text: "let tint = Color.brand(2)\n")
    let files = [library, FileDeclarations(file: screen, path: "App/Screen.swift", module: "App")]
    let fromApp = SemanticIndex(files: files, module: "App")
    XCTAssertEqual(fromApp.type(named: "Color")?.kind, .extension)
    XCTAssertEqual(fromApp.type(named: "Color")?.inheritance, ["Identifiable"])
    let call = try XCTUnwrap(screen.nodes(.functionCallExpr).first)
    XCTAssertEqual(
      Resolver(file: screen, index: fromApp, path: "App/Screen.swift").type(ofValue: call)?.text,
      "Color")
    let withOwn =
      files + [declarations("Other/Color.swift", "Other", "struct Color {}")]
    XCTAssertNil(SemanticIndex(files: withOwn, module: "App").type(named: "Color"))
  }

  /// A library that a `Package.swift` and an `.xcodeproj` both describe is two modules of
  /// the same files: each of its declarations is one, to an app importing it and to the
  /// library's own files (whose other module's public copy is no overload).
  func testADeclarationInTwoModulesCompilingItsFileIsOneDeclaration() {
    let library = FileDeclarations(
      file: SourceFile(
        text: """
          public struct Badge: View { public var body: some View { Text("") } }
          public extension Color { static func brand(_ level: Int) -> Color { .red } }
          """),
      path: "Lib/Badge.swift", module: "Lib (package)", otherModules: ["Lib (project)"])
    let files = [library, declarations("Demo/Screen.swift", "Demo", "struct Screen {}")]
    let fromDemo = SemanticIndex(files: files, module: "Demo")
    XCTAssertEqual(fromDemo.type(named: "Badge")?.kind, .struct)
    XCTAssertEqual(
      fromDemo.lookUpType(named: "Badge", inside: nil), .declared(qualifiedName: "Badge"))
    XCTAssertEqual(fromDemo.members(named: "body", in: "Badge").count, 1)
    XCTAssertEqual(fromDemo.members(named: "brand", in: "Color").count, 1)
    let fromLibrary = SemanticIndex(files: files, module: "Lib (package)")
      .seen(from: "Lib (package)", alsoCompiledBy: ["Lib (project)"])
    XCTAssertEqual(fromLibrary.members(named: "brand", in: "Color").count, 1)
    XCTAssertEqual(fromLibrary.members(named: "body", in: "Badge").count, 1)
    // Another module's own public Badge is another type: the name is ambiguous again.
    let withOther =
      files + [declarations("Other/Badge.swift", "Other", "public struct Badge {}")]
    XCTAssertNil(SemanticIndex(files: withOther, module: "Demo").type(named: "Badge"))
    XCTAssertEqual(
      SemanticIndex(files: withOther, module: "Demo").lookUpType(named: "Badge", inside: nil),
      .ambiguous(qualifiedName: "Badge"))
  }

  /// A module that only extends a public type of another module sees that type, with the
  /// conformances its extensions add.
  func testAnExtensionOfAnotherModulesPublicTypeSeesItsDeclaration() {
    let files = [
      declarations("Core/Card.swift", "Core", "public struct Card: View {}"),
      declarations("App/Card+Row.swift", "App", "extension Card: Identifiable {}"),
    ]
    let fromApp = SemanticIndex(files: files, module: "App")
    XCTAssertEqual(fromApp.type(named: "Card")?.kind, .struct)
    XCTAssertEqual(fromApp.type(named: "Card")?.inheritance, ["View", "Identifiable"])
    XCTAssertEqual(
      SemanticIndex(files: files, module: "Core").type(named: "Card")?.inheritance, ["View"])
  }

  /// A public type of another module has all the members its module gives it (its private
  /// `@State` too); a type the module declares itself has only the public ones of others.
  func testAPublicTypeOfAnotherModuleKeepsItsPrivateMembers() {
    let files = [
      declarations(
        "Kit/AsyncButton.swift", "Kit",
        """
        public struct AsyncButton: View {
          @State private var taskID: Int?
          public var body: some View { Text("") }
        }
        struct Hidden { var secret = 0 }
        extension Hidden { public var shown: Int { 0 } }
        """),
      declarations("App/Hidden.swift", "App", "struct Hidden { var own = 1 }"),
      declarations(
        "App/Button+Extra.swift", "App", "extension AsyncButton { var extra: Int { 0 } }"),
    ]
    let fromApp = SemanticIndex(files: files, module: "App")
    XCTAssertEqual(fromApp.members(of: "AsyncButton").map(\.name), ["extra", "taskID", "body"])
    XCTAssertEqual(fromApp.members(named: "taskID", in: "AsyncButton").count, 1)
    XCTAssertEqual(fromApp.members(of: "Hidden").map(\.name), ["own", "shown"])
    XCTAssertEqual(
      SemanticIndex(files: files, module: "Kit").members(of: "Hidden").map(\.name),
      ["secret", "shown"])
  }

  /// A storage of more than a few files finds a file by its path in a table, one of a few
  /// by searching: both give each file's modules, the first of two files with one path,
  /// and nothing for a path the run does not have.
  func testFilesAreFoundByPathInSmallAndLargeStorages() {
    for count in [3, 12] {
      let files =
        (0..<count).map {
          declarations("M\($0)/F\($0).swift", "M\($0)", "struct T\($0) {}")
        } + [declarations("M0/F0.swift", "Other", "struct Again {}")]
      let storage = SemanticStorage(files)
      for index in 0..<count {
        let path = "M\(index)/F\(index).swift"
        let first = storage.files.first { $0.path == path }!
        XCTAssertEqual(storage.modules(ofPath: path), first.modules)
        if index > 0 { XCTAssertEqual(first.modules, ["M\(index)"]) }
      }
      XCTAssertNil(storage.modules(ofPath: "M0/Missing.swift"))
    }
  }

  /// Paths outside ASCII are found as `String` compares them, by canonical equivalence
  /// (`é` composed or decomposed, the Kelvin sign and `K`), in a table as by searching: the
  /// first of the files whose path equals the one asked.
  func testPathsOutsideASCIIAreFoundAsStringsCompareThem() {
    let special = [
      "Sources/Caf\u{E9}.swift", "Sources/\u{212A}elvin.swift", "Sources/Курсор.swift",
    ]
    let asked = [
      "Sources/Cafe\u{301}.swift", "Sources/Caf\u{E9}.swift", "Sources/Kelvin.swift",
      "Sources/\u{212A}elvin.swift", "Sources/Курсор.swift", "Sources/Missing\u{E9}.swift",
      "Sources/Missing.swift", "M/F1.swift",
    ]
    for count in [0, 12] {
      let files =
        special.map { declarations($0, "M", "struct S {}") }
        + (0..<count).map { declarations("M/F\($0).swift", "M", "struct T\($0) {}") }
        + (count > 0 ? [declarations("Sources/Kelvin.swift", "M", "struct K {}")] : [])
      let storage = SemanticStorage(files)
      for path in asked {
        let expected = storage.files.firstIndex { $0.path == path }.map { Int32($0) } ?? -1
        XCTAssertEqual(storage.fileIndex(ofPath: path), expected, path)
      }
      XCTAssertNotEqual(storage.fileIndex(ofPath: "Sources/Kelvin.swift"), -1)
      XCTAssertNotEqual(storage.fileIndex(ofPath: "Sources/Cafe\u{301}.swift"), -1)
    }
  }
}
