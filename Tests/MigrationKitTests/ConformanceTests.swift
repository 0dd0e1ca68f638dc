import SwiftCST
import XCTest

@testable import MigrationKit

/// `SemanticIndex.conforms(_:to:)`: a conformance as the run shows it, through its own
/// protocols and classes.
final class ConformanceTests: XCTestCase {
  func testAConformanceIsFoundThroughTheRunsProtocolsAndExtensions() {
    let files = [
      """
      protocol Card: View {}
      protocol Tappable: Card {}
      struct Row: View { var body: some View { Text("") } }
      struct Tile: Card { var body: some View { Text("") } }
      struct Button2: Tappable { var body: some View { Text("") } }
      struct Model: Hashable {}
      struct Later {}
      extension Later: SwiftUI.View { var body: some View { Text("") } }
      enum Outer { struct Inner: Outer.Screen { var body: some View { Text("") } } }
      extension Outer { protocol Screen: View {} }
      extension View { func card() -> some View { self } }
      struct Web: UIViewRepresentable {}
      struct Host: SwiftUI.NSViewControllerRepresentable {}
      """,
      """
      struct Loop: Looping {}
      protocol Looping: Again {}
      protocol Again: Looping {}
      """,
    ]
    let declarations = files.enumerated().map {
      FileDeclarations(file: SourceFile(text: $0.element), path: "F\($0.offset).swift")
    }
    let index = SemanticIndex(files: declarations)
    let names = [
      "Row", "Tile", "Button2", "Model", "Later", "Outer.Inner", "Loop", "Missing", "Web", "Host",
    ]
    XCTAssertEqual(
      names.map { index.conforms($0, to: "View") },
      [true, true, true, false, true, true, false, false, true, true])
    XCTAssertFalse(index.conforms("Web", to: "Hashable"))
  }

  func testAnInsettableShapeIsAShape() {
    let file = SourceFile(
      text: """
        struct Wedge: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
        struct Notch: SwiftUI.InsettableShape {}
        struct Badge: View { var body: some View { Wedge() } }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "A.swift")])
    XCTAssertEqual(
      ["Wedge", "Notch", "Badge"].map { index.conforms($0, to: "Shape") }, [true, true, false])
  }

  func testATypeTheRunDeclaresUnderTheNameIsNotTheFrameworks() {
    let file = SourceFile(
      text: """
        protocol View {}
        struct Row: View {}
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "A.swift")])
    XCTAssertFalse(index.conforms("Row", to: "View"))
  }
}
