import SwiftCST
import XCTest

@testable import MigrationKit

/// `MigrationContext.platformsCompiling(_:among:)`: the module's platforms that no `#if`
/// around a node rules out.
final class IfConfigPlatformsTests: XCTestCase {
  private let iOSAndMac = DeploymentTargets([
    .iOS: OSVersion([17, 0]), .macOS: OSVersion([14, 0]),
  ])

  /// The platforms compiling the call `mark()` in `source`.
  private func platforms(
    _ source: String, _ targets: DeploymentTargets? = nil,
    among candidates: [Platform] = Platform.allCases
  ) throws -> [Platform] {
    let file = SourceFile(text: source)
    let call = try XCTUnwrap(
      file.nodes(.functionCallExpr).first { $0.tokens.contains { $0.text == "mark" } })
    let context = MigrationContext(
      path: "A.swift", deploymentTargets: targets ?? iOSAndMac, index: ProjectIndex(),
      style: SourceStyle())
    return context.platformsCompiling(call, among: candidates)
  }

  func testNoIfCompilesForEveryPlatformOfTheModule() throws {
    XCTAssertEqual(try platforms("func f() { mark() }\n"), [.iOS, .macOS])
    XCTAssertEqual(try platforms("func f() { mark() }\n", among: [.macOS, .watchOS]), [.macOS])
    XCTAssertEqual(try platforms("func f() { mark() }\n", DeploymentTargets()), [])
  }

  func testOSConditionsAndTheirElseClauses() throws {
    XCTAssertEqual(try platforms("#if os(iOS)\nfunc f() { mark() }\n#endif\n"), [.iOS])
    XCTAssertEqual(try platforms("#if !os(macOS)\nfunc f() { mark() }\n#endif\n"), [.iOS])
    XCTAssertEqual(
      try platforms("#if os(iOS)\nfunc f() {}\n#else\nfunc f() { mark() }\n#endif\n"), [.macOS])
    XCTAssertEqual(
      try platforms(
        "#if os(iOS) || os(tvOS)\nfunc f() {}\n#elseif DEBUG\nfunc f() { mark() }\n#endif\n"),
      [.macOS])
    XCTAssertEqual(
      try platforms("#if (os(iOS) || os(macOS)) && DEBUG\nfunc f() { mark() }\n#endif\n"),
      [.iOS, .macOS])
    XCTAssertEqual(
      try platforms("#if os(watchOS) && DEBUG\nfunc f() { mark() }\n#endif\n"), [])
  }

  func testImportsAndTargetEnvironment() throws {
    XCTAssertEqual(try platforms("#if canImport(UIKit)\nfunc f() { mark() }\n#endif\n"), [.iOS])
    // Mac Catalyst (an iOS build) may import AppKit too.
    XCTAssertEqual(
      try platforms("#if canImport(AppKit)\nfunc f() { mark() }\n#endif\n"), [.iOS, .macOS])
    XCTAssertEqual(
      try platforms("#if targetEnvironment(macCatalyst)\nfunc f() { mark() }\n#endif\n"), [.iOS])
    XCTAssertEqual(
      try platforms("#if canImport(Charts)\nfunc f() { mark() }\n#endif\n"), [.iOS, .macOS])
  }

  func testAFileImportingUIKitOutsideIfIsNeverBuiltForMacOS() throws {
    XCTAssertEqual(try platforms("import UIKit\nfunc f() { mark() }\n"), [.iOS])
    XCTAssertEqual(try platforms("import class UIKit.UIColor\nfunc f() { mark() }\n"), [.iOS])
    XCTAssertEqual(try platforms("@_exported import UIKit\nfunc f() { mark() }\n"), [.iOS])
    // Imported only where it exists, or a module of another name: macOS may build the file.
    XCTAssertEqual(
      try platforms("#if canImport(UIKit)\nimport UIKit\n#endif\nfunc f() { mark() }\n"),
      [.iOS, .macOS])
    XCTAssertEqual(try platforms("import UIKitBridge\nfunc f() { mark() }\n"), [.iOS, .macOS])
    XCTAssertEqual(try platforms("import AppKit\nfunc f() { mark() }\n"), [.iOS, .macOS])
  }

  func testPostfixIfInAModifierChain() throws {
    XCTAssertEqual(
      try platforms("let v = Text(\"a\")\n  #if os(iOS)\n  .mark()\n  #endif\n"), [.iOS])
  }

  /// `Syntax.ifConfigPlatforms`, without a module: what index facts record of a declaration.
  func testDeclarationPlatformsWithoutAModule() throws {
    let file = SourceFile(
      text: "#if os(macOS)\nextension View {\n  func shim() {}\n}\n#endif\nfunc open() {}\n")
    let functions = file.nodes(.functionDecl)
    XCTAssertEqual(functions.count, 2)
    XCTAssertEqual(functions[0].ifConfigPlatforms, [.macOS])
    XCTAssertEqual(functions[1].ifConfigPlatforms, Platform.allCases)
  }
}
