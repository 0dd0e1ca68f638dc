import SwiftCST
import XCTest

@testable import MigrationKit

final class SwiftUITypeNameTests: XCTestCase {
  private func index(_ files: [(text: String, module: String)], from module: String)
    -> SemanticIndex
  {
    let declarations = files.enumerated().map {
      FileDeclarations(
        file: SourceFile(text: $0.element.text), path: "F\($0.offset).swift",
        module: $0.element.module)
    }
    // The project model's import names of the run's modules (the index knows them as "#N").
    let importNames = Set(files.map(\.module))
    return SemanticIndex(
      files: declarations, testableModule: { _, _ in nil }, importNames: importNames
    ).seen(from: module)
  }

  func testImportedModules() {
    let file = SourceFile(
      text: """
        import SwiftUI
        @testable import App
        import struct Kit.Theme
        #if canImport(Splash)
        import Splash
        #endif
        """)
    XCTAssertEqual(file.importedModules, ["SwiftUI", "App", "Kit", "Splash"])
  }

  func testBareOnlyWhereNoOtherModuleMayDeclareColor() {
    let app = "struct Row {}"
    let appleOnly = SourceFile(text: "import SwiftUI\nimport Combine\nlet a = 1")
    let external = SourceFile(text: "import SwiftUI\nimport Splash\nlet a = 1")
    let externalWritingColor = SourceFile(text: "import SwiftUI\nimport Splash\nlet a = Color.red")
    let ofTheRun = SourceFile(text: "import SwiftUI\nimport Kit\nlet a = 1")
    let seen = index([(app, "App"), ("public struct Theme {}", "Kit")], from: "App")
    XCTAssertEqual(SwiftUITypeName.spelling("Color", in: appleOnly, index: seen), "Color")
    XCTAssertEqual(SwiftUITypeName.spelling("Color", in: external, index: seen), "SwiftUI.Color")
    XCTAssertEqual(
      SwiftUITypeName.spelling("Color", in: externalWritingColor, index: seen), "Color")
    XCTAssertEqual(SwiftUITypeName.spelling("Color", in: ofTheRun, index: seen), "Color")
    XCTAssertEqual(
      SwiftUITypeName.whyQualified("Color", in: external, index: seen),
      "Splash, which this file imports, may declare a Color")
  }

  func testColorLikeNamesOfARunModuleLeaveColorBare() {
    // A module of the run is known whole: its Colors, ColorPalette and AppColor are no Color,
    // so a file importing it writes the bare name. Only a Color it declares (or one a module
    // outside the run may declare, which the index cannot see) spells SwiftUI.Color out.
    let file = SourceFile(text: "import SwiftUI\nimport DesignKit\nlet a = 1")
    let colorLike = index(
      [
        ("struct Row {}", "App"),
        (
          "public enum Colors {}\npublic struct ColorPalette {}\npublic typealias AppColor = Int",
          "DesignKit"
        ),
      ], from: "App")
    XCTAssertEqual(SwiftUITypeName.spelling("Color", in: file, index: colorLike), "Color")
    let declaring = index(
      [("struct Row {}", "App"), ("public typealias Color = UIColor", "DesignKit")], from: "App")
    XCTAssertEqual(SwiftUITypeName.spelling("Color", in: file, index: declaring), "SwiftUI.Color")
  }

  func testBareBesideTheMacSDKModules() {
    // A Mac app's own frameworks are Apple's too: none declares a Bindable or a Color.
    let mac = SourceFile(
      text: """
        import AppKit
        import SwiftUI
        import QuickLookUI
        import IOKit.ps
        import ApplicationServices
        import CoreAudio
        import ObjectiveC
        import ScreenCaptureKit
        let a = 1
        """)
    let seen = index([("struct Row {}", "App")], from: "App")
    XCTAssertNil(SwiftUITypeName.whyQualified("Bindable", in: mac, index: seen))
    XCTAssertEqual(SwiftUITypeName.spelling("Color", in: mac, index: seen), "Color")
  }

  func testBareBesideScreenTimeAndNewerSDKModules() {
    // A Screen Time app's DeviceActivity and ManagedSettingsUI, a Mac app's
    // ExtensionFoundation and FoundationModels are Apple's: none declares a Color.
    let file = SourceFile(
      text: """
        import DeviceActivity
        import FamilyControls
        import ManagedSettingsUI
        import ExtensionFoundation
        import FoundationModels
        import SwiftUI
        let a = 1
        """)
    let seen = index([("struct Row {}", "App")], from: "App")
    XCTAssertNil(SwiftUITypeName.whyQualified("Color", in: file, index: seen))
    XCTAssertEqual(
      SwiftUITypeName.spelling("NavigationStack", in: file, index: seen), "NavigationStack")
  }

  func testQualifiedInsideATypeThatNestsAColor() {
    let file = SourceFile(text: "import SwiftUI\nlet a = Color.red")
    let nesting = index(
      [("enum Palette { enum Color { case ink } }\nstruct Row {}", "App")], from: "App")
    XCTAssertEqual(
      SwiftUITypeName.spelling("Color", in: file, index: nesting, inside: "Palette"),
      "SwiftUI.Color")
    XCTAssertEqual(
      SwiftUITypeName.whyQualified("Color", in: file, index: nesting, inside: "Palette"),
      "Color here is Palette.Color")
    // Outside the namespace (and in a type that does not nest one) the bare name is SwiftUI's.
    XCTAssertEqual(
      SwiftUITypeName.spelling("Color", in: file, index: nesting, inside: nil), "Color")
    XCTAssertEqual(
      SwiftUITypeName.spelling("Color", in: file, index: nesting, inside: "Row"), "Color")
  }

  func testQualifiedWhereTheRunDeclaresAColor() {
    let file = SourceFile(text: "import SwiftUI\nlet a = Color.red")
    let declaring = index(
      [("public struct Color {}", "Kit"), ("struct Row {}", "App")], from: "App")
    XCTAssertEqual(SwiftUITypeName.spelling("Color", in: file, index: declaring), "SwiftUI.Color")
    let extending = index(
      [("extension Color { static let brand = Color.red }", "App")], from: "App")
    XCTAssertEqual(SwiftUITypeName.spelling("Color", in: file, index: extending), "Color")
  }

  func testBareInAFileOfTwoModulesWhereOnlyOneExtendsColor() {
    // A live activity's view, compiled by the app and by its widget extension: the app
    // extends SwiftUI's Color and the widget does not, so the name is SwiftUI's in both.
    let file = SourceFile(text: "import SwiftUI\nimport WidgetKit\nlet a = 1")
    func shared(_ widget: String) -> SemanticIndex {
      index(
        [("extension Color { static let brand = Color.red }", "App"), (widget, "Widget")],
        from: "App"
      ).seen(from: "App", alsoCompiledBy: ["Widget"])
    }
    XCTAssertNil(
      SwiftUITypeName.whyQualified("Color", in: file, index: shared("struct Badge {}")))
    XCTAssertEqual(
      SwiftUITypeName.spelling("Color", in: file, index: shared("struct Badge {}"), inside: "Row"),
      "Color")
    // A Color the widget declares is what the bare name means there: spelled out, whether
    // the app extends SwiftUI's or not.
    XCTAssertEqual(
      SwiftUITypeName.whyQualified("Color", in: file, index: shared("typealias Color = UIColor")),
      "the run declares a Color of its own")
    let widgetOnly = index(
      [("struct Row {}", "App"), ("typealias Color = UIColor", "Widget")], from: "App"
    ).seen(from: "App", alsoCompiledBy: ["Widget"])
    XCTAssertEqual(
      SwiftUITypeName.whyQualified("Color", in: file, index: widgetOnly), "Color here may be Color")
  }

  func testAnyNameQualifiedWhereTheModuleDeclaresIt() {
    // A UIKit subclass named Button in the app's module is what the bare name means there.
    let file = SourceFile(text: "import SwiftUI\nlet a = 1")
    let declaring = index(
      [("final class Button: UIView {}\nstruct Row {}", "App")], from: "App")
    XCTAssertEqual(SwiftUITypeName.spelling("Button", in: file, index: declaring), "SwiftUI.Button")
    XCTAssertEqual(
      SwiftUITypeName.whyQualified("Button", in: file, index: declaring),
      "the run declares a Button of its own")
    XCTAssertEqual(SwiftUITypeName.spelling("Color", in: file, index: declaring), "Color")
    let external = SourceFile(text: "import SwiftUI\nimport DesignKit\nlet a = 1")
    let writing = SourceFile(
      text: "import SwiftUI\nimport DesignKit\nlet b = Button(\"OK\") {}")
    let plain = index([("struct Row {}", "App")], from: "App")
    XCTAssertEqual(
      SwiftUITypeName.whyQualified("Button", in: external, index: plain),
      "DesignKit, which this file imports, may declare a Button")
    XCTAssertEqual(SwiftUITypeName.spelling("Button", in: writing, index: plain), "Button")
  }

  func testWrittenAtANodeAsksInsideTheTypeThatEnclosesIt() {
    // A router's own NavigationStack nested in Coordinator: SwiftUI's is spelled out inside
    // it, bare elsewhere; the note says why.
    let file = SourceFile(
      text: """
        import SwiftUI
        struct Coordinator { final class NavigationStack {}; var body: some View { Text("a") } }
        struct Row { var body: some View { Text("b") } }
        """)
    let seen = index([(file.text(0..<file.bytes.count), "App")], from: "App")
    let resolver = Resolver(file: file, index: seen)
    let texts = file.calls(named: "Text").map(\.node)
    let inside = SwiftUITypeName.written("NavigationStack", at: texts[0], resolver: resolver)
    XCTAssertEqual(inside.name, "SwiftUI.NavigationStack")
    XCTAssertEqual(
      inside.note,
      "; SwiftUI.NavigationStack spelled out: NavigationStack here is Coordinator.NavigationStack")
    let outside = SwiftUITypeName.written("NavigationStack", at: texts[1], resolver: resolver)
    XCTAssertEqual(outside.name, "NavigationStack")
    XCTAssertEqual(outside.note, "")
  }

  func testAnAttributeWrittenBareCountsAsTheFileWritingTheName() {
    let plain = index([("struct Row {}", "App")], from: "App")
    // `@State` compiles in this file, so the name is not ambiguous in it.
    let writing = SourceFile(
      text: "import SwiftUI\nimport DesignKit\nstruct V { @State var on = false }")
    XCTAssertEqual(SwiftUITypeName.spelling("State", in: writing, index: plain), "State")
    // `@SwiftUI.State` says nothing of the bare name; nor does another attribute.
    let qualified = SourceFile(
      text: "import SwiftUI\nimport DesignKit\nstruct V { @SwiftUI.State var on = false }")
    XCTAssertEqual(
      SwiftUITypeName.spelling("State", in: qualified, index: plain), "SwiftUI.State")
    XCTAssertEqual(
      SwiftUITypeName.spelling("Environment", in: writing, index: plain), "SwiftUI.Environment")
    XCTAssertEqual(
      SwiftUITypeName.whyQualified("Environment", in: writing, index: plain),
      "DesignKit, which this file imports, may declare an Environment")
    let declaring = index([("struct Environment {}\nstruct Row {}", "App")], from: "App")
    XCTAssertEqual(
      SwiftUITypeName.whyQualified("Environment", in: writing, index: declaring),
      "the run declares an Environment of its own")
  }

  /// A file of the run that imports a package beside SwiftUI and writes the bare name shows
  /// the package declares no type of it; a type of the name nested where that file writes
  /// it (`Theme.Color` inside `extension Theme`) shows nothing.
  func testAnotherFileWritingTheBareNameBesideThePackageProvesIt() {
    let asking = SourceFile(text: "import SwiftUI\nimport Splash\nlet a = 1")
    let proving = "import SwiftUI\nimport Splash\nlet tint = Color.red"
    let provingNothing = """
      import SwiftUI
      import Splash
      enum Theme { enum Color { static let ink = 1 } }
      extension Theme { static let inkValue = Color.ink }
      """
    let other = "import SwiftUI\nimport Highlighter\nlet tint = Color.red"
    XCTAssertEqual(
      SwiftUITypeName.spelling("Color", in: asking, index: index([(proving, "App")], from: "App")),
      "Color")
    XCTAssertEqual(
      SwiftUITypeName.whyQualified(
        "Color", in: asking, index: index([(provingNothing, "App")], from: "App")),
      "Splash, which this file imports, may declare a Color")
    XCTAssertEqual(
      SwiftUITypeName.spelling("Color", in: asking, index: index([(other, "App")], from: "App")),
      "SwiftUI.Color")
  }

  /// Every SwiftUI name a migration spells through `SwiftUITypeName` is one the index
  /// gathers evidence for (`namesEditsWrite`): a literal name passed to `written`,
  /// `spelling` or `whyQualified`, or appended to a use's `writes`.
  func testNamesEditsWriteCoverTheNamesMigrationsSpell() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Migrations")
    let pattern = try NSRegularExpression(
      pattern:
        #"(?:written|spelling|whyQualified)\(\s*"([A-Za-z]+)"|writes\.append\("([A-Za-z]+)"\)"#)
    var spelled: Set<String> = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        for group in 1...2 {
          if let found = Range(match.range(at: group), in: text) {
            spelled.insert(String(text[found]))
          }
        }
      }
    }
    XCTAssertTrue(spelled.isSuperset(of: ["NavigationStack", "Color", "State", "ViewBuilder"]))
    XCTAssertEqual(spelled.subtracting(SwiftUITypeName.namesEditsWrite), [])
  }
}
