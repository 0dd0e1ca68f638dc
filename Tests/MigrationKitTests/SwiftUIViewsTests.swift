import Foundation
import SwiftCST
import XCTest

@testable import MigrationKit

/// The one list of SwiftUI's views and common value types: asked by name, or by a token's
/// bytes, the answers agree.
final class SwiftUIViewsTests: XCTestCase {
  func testTokensAreAskedByTheirBytes() {
    let file = SourceFile(
      text: "VStack { Text(a); ProfileCard(b); Color.red; Texts(c); SafariView(url: u); List {} }")
    let tree = file.rawTree
    let names = file.root.tokens.filter { $0.kind == .identifier }.map(\.text)
    let found = file.root.tokens.filter {
      $0.kind == .identifier && SwiftUIViews.scope.contains(token: Int32($0.index), in: tree)
    }.map(\.text)
    XCTAssertEqual(
      names,
      [
        "VStack", "Text", "a", "ProfileCard", "b", "Color", "red", "Texts", "c", "SafariView",
        "url", "u", "List",
      ])
    XCTAssertEqual(found, ["VStack", "Text", "Color", "List"])
    XCTAssertEqual(found, names.filter(SwiftUIViews.names.contains))
  }

  func testFillingViewsAreSwiftUIViewsThatTakeTheirOffer() {
    XCTAssertTrue(SwiftUIViews.fillingViews.isSubset(of: SwiftUIViews.views))
    XCTAssertTrue(SwiftUIViews.fillingViews.isSuperset(of: ["Color", "Capsule", "LinearGradient"]))
    // Flexible along one axis only, or sized by content.
    XCTAssertTrue(
      SwiftUIViews.fillingViews.isDisjoint(with: ["Divider", "Spacer", "Text", "Image"]))
  }

  func testEachViewHasItsModule() {
    for name in [
      "Canvas", "TimelineView", "Table", "EditButton", "PasteButton", "RenameButton",
      "ControlGroup", "Gauge", "ViewThatFits", "Grid", "GridRow", "LabeledContent", "ShareLink",
      "ContentUnavailableView", "ProgressView", "MeshGradient", "HSplitView", "TextFieldLink",
    ] {
      XCTAssertEqual(SwiftUIViews.module(ofView: name), "SwiftUI", name)
      XCTAssertTrue(SwiftUIViews.names.contains(name), name)
    }
    let others = [
      "VideoPlayer": "AVKit", "Map": "MapKit", "SignInWithAppleButton": "AuthenticationServices",
      "PhotosPicker": "PhotosUI", "Chart": "Charts", "SpriteView": "SpriteKit",
    ]
    for (name, module) in others {
      XCTAssertEqual(SwiftUIViews.module(ofView: name), module, name)
      XCTAssertTrue(SwiftUIViews.isSystemView(name), name)
      // Not SwiftUI's: a project's own `Map` or `Chart` is never skipped by name.
      XCTAssertFalse(SwiftUIViews.names.contains(name), name)
    }
    // Value types are no views; other names are no system views.
    XCTAssertNil(SwiftUIViews.module(ofView: "String"))
    XCTAssertTrue(SwiftUIViews.names.contains("String"))
    XCTAssertNil(SwiftUIViews.module(ofView: "ProfileCard"))
    XCTAssertFalse(SwiftUIViews.isSystemView("WebView"))
    XCTAssertTrue(SwiftUIViews.views.isDisjoint(with: SwiftUIViews.frameworkViews.keys))
  }

  /// Every view the SwiftUI stub declares (the test suite's model of SwiftUI and Charts) is
  /// in the list, with the stub file's module.
  func testEveryViewOfTheStubIsListed() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("SwiftUIStub")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    var found = 0
    for name in files {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let file = SourceFile(text: text)
      for node in file.nodes(.structDecl) {
        guard let type = TypeDeclaration(node), type.inherits("View"),
          node.parent?.kind == .sourceFile, text.contains("public struct " + type.name),
          !type.name.hasPrefix("_")  // SwiftUI's internals
        else { continue }
        found += 1
        let module = name == "Charts.swift" ? "Charts" : "SwiftUI"
        XCTAssertEqual(SwiftUIViews.module(ofView: type.name), module, "\(type.name) of \(name)")
      }
    }
    XCTAssertGreaterThan(found, 40)
  }
}
