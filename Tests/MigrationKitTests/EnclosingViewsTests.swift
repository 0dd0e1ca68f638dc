import MigrationKit
import SwiftCST
import XCTest

/// `EnclosingViews`: the modifiers applied to the views around an expression in its
/// declaration, and where the walk up stops.
final class EnclosingViewsTests: XCTestCase {
  private let file = SourceFile(
    text: """
      struct Root: View {
          var body: some View {
              ZStack {
                  let title = Text("t")
                  VStack { Row(); title }.padding()
                      .sheet(isPresented: $on) { Sheet() }
                      .overlay { Badge() }
              }
              .navigationViewStyle(.stack)
          }
          func helper() -> some View { Helper() }
      }
      @main struct Main: App {
          var body: some Scene { WindowGroup { Window() } }
      }
      #Preview { Previewed() }
      let global = Global()
      """)

  private func views(around name: String) throws -> EnclosingViews {
    let call = try XCTUnwrap(file.calls(named: name).first, name)
    return EnclosingViews(around: call.node)
  }

  func testModifiersAroundUpToTheMember() throws {
    let row = try views(around: "Row")
    XCTAssertEqual(
      row.modifiers.map(\.name), ["padding", "sheet", "overlay", "navigationViewStyle"])
    guard case .member(let member) = row.end else { return XCTFail("\(row.end)") }
    XCTAssertEqual(VariableDeclaration(member)?.bindings.first?.name, "body")
    // A modifier's content (`overlay`) is under what the view it decorates is under.
    XCTAssertEqual(try views(around: "Badge").modifiers.map(\.name), ["navigationViewStyle"])
    guard case .member(let helper) = try views(around: "Helper").end else {
      return XCTFail("helper")
    }
    XCTAssertEqual(helper.kind, .functionDecl)
  }

  func testPresentationsScenesPreviewsAndTheRestEndTheWalk() throws {
    let sheet = try views(around: "Sheet")
    XCTAssertEqual(sheet.end, .presentation("sheet"))
    XCTAssertEqual(sheet.modifiers.map(\.name), [])
    XCTAssertEqual(try views(around: "Window").end, .scene("WindowGroup"))
    XCTAssertEqual(try views(around: "Previewed").end, .preview)
    XCTAssertEqual(try views(around: "Global").end, .unknown)
  }

  /// `EnclosingViewsMemo` answers as `EnclosingViews` does (the first modifier of its name
  /// and the end), whichever expression is asked first: answers are shared from the first
  /// node two walks have in common.
  func testMemoAgreesWithTheWalkInAnyOrder() throws {
    let calls = file.nodes(.functionCallExpr) + file.nodes(.memberAccessExpr)
    XCTAssertGreaterThan(calls.count, 10)
    for order in [calls, Array(calls.reversed())] {
      var memo = EnclosingViewsMemo(file: file, modifier: "navigationViewStyle")
      var styled: [String] = []
      for node in order {
        let views = EnclosingViews(around: node)
        let index = memo.summary(around: node)
        let answer = memo.summaries[index]
        let expected = views.modifiers.first { $0.name == "navigationViewStyle" }
        XCTAssertEqual(answer.modifier?.node, expected?.node, "\(node)")
        XCTAssertEqual(answer.end, views.end, "\(node)")
        if answer.modifier != nil, let name = FunctionCall(node)?.calleeName { styled.append(name) }
      }
      // Under the style: what the ZStack holds, not the helper, the scene or the preview.
      XCTAssertEqual(
        Set(styled), ["ZStack", "Text", "Row", "VStack", "padding", "sheet", "overlay", "Badge"])
    }
  }
}
