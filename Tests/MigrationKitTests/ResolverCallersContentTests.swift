import SwiftCST
import XCTest

@testable import MigrationKit

/// `Resolver.callersContentParameter(of:)`: views that are the caller's generic content.
final class ResolverCallersContentTests: XCTestCase {
  private let source = """
    struct Row<Content: View, Badge: View>: View {
      let content: () -> Content
      let badge: Badge
      let caption: () -> Text
      let maybe: (() -> Content)?
      var body: some View {
        HStack {
          content()
          badge.padding()
          caption()
          title
        }
      }
      var title: some View { Text("t") }
      func corner<Inner: View>(_ build: @escaping (CGFloat) -> Inner, other: (Int) -> Text) -> some View {
        VStack {
          build(1)
          other(2)
        }
      }
    }
    """

  private func parameter(of text: String) -> String? {
    let file = SourceFile(text: source)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "Row.swift")])
    let resolver = Resolver(file: file, index: index)
    let nodes = (file.nodes(.functionCallExpr) + file.nodes(.declReferenceExpr))
      .filter { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) == text }
    guard let node = nodes.first else {
      XCTFail("no node \(text)")
      return nil
    }
    return resolver.callersContentParameter(of: node)
  }

  func testClosuresAndValuesOfGenericParametersAreTheCallersContent() {
    XCTAssertEqual(parameter(of: "content()"), "Content")
    XCTAssertEqual(parameter(of: "badge"), "Badge")
    XCTAssertEqual(parameter(of: "build(1)"), "Inner")
  }

  func testConcreteTypesAndBodiesAreNot() {
    XCTAssertNil(parameter(of: "caption()"))
    XCTAssertNil(parameter(of: "other(2)"))
    XCTAssertNil(parameter(of: "title"))
  }

  func testFunctionTypeResults() {
    XCTAssertEqual(Resolver.resultType(ofFunctionType: "() -> Content"), "Content")
    XCTAssertEqual(Resolver.resultType(ofFunctionType: "(GeometryProxy) -> (Content)"), "Content")
    XCTAssertEqual(Resolver.resultType(ofFunctionType: "((Int) -> Void) -> Row<A>"), "Row<A>")
    XCTAssertNil(Resolver.resultType(ofFunctionType: "Content"))
  }
}
