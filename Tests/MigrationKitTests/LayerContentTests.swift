import MigrationKit
import SwiftCST
import XCTest

/// `LayerContent`: the views whose size proposals reach an expression stop at the overlay,
/// background or mask whose content holds it (that content is proposed the decorated view's
/// size), and not at one the expression is the decorated view of.
final class LayerContentTests: XCTestCase {
  private let file = SourceFile(
    text: """
      let v = VStack {
          Base()
              .overlay { Inner().padding() }
              .fixedSize()
          Decorated()
              .background(Backdrop())
              .fixedSize()
          Masked().mask { Shape() }
      }
      """)

  /// The callee names of the calls among the proposing ancestors of the call named `name`.
  private func proposers(of name: String) throws -> [String] {
    let call = try XCTUnwrap(file.calls(named: name).first, name)
    return LayerContent.proposingAncestors(of: call.node).compactMap {
      $0.kind == .functionCallExpr ? FunctionCall($0)?.calleeName : nil
    }
  }

  func testTheWalkStopsAtTheLayerHoldingTheView() throws {
    // `Inner().padding()` is inside the overlay's closure: the `.fixedSize()` and the VStack
    // outside it are not reached.
    XCTAssertEqual(try proposers(of: "Inner"), ["padding"])
    XCTAssertEqual(try proposers(of: "Backdrop"), [])
    XCTAssertEqual(try proposers(of: "Shape"), [])
  }

  func testTheDecoratedViewSeesEverythingAroundIt() throws {
    XCTAssertEqual(try proposers(of: "Base"), ["overlay", "fixedSize", "VStack"])
    XCTAssertEqual(try proposers(of: "Decorated"), ["background", "fixedSize", "VStack"])
    XCTAssertEqual(try proposers(of: "Masked"), ["mask", "VStack"])
  }
}
