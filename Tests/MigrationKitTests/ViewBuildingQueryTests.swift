import SwiftCST
import XCTest

@testable import MigrationKit

/// `Resolver.underlyingView(of:)`, `SemanticIndex.runsWorkWhenBuilt(_:)` and `#if` variants
/// of one type.
final class ViewBuildingQueryTests: XCTestCase {
  private let source = """
    struct Inbox: View {
      var body: some View { content }
      private var content: some View { List { Text("a") } }
    }
    struct Screen: View {
      var body: some View {
        VStack {
          Inbox()
          page
          Header()
          Looping()
          Pair()
        }
      }
      var page: some View { Inbox() }
    }
    struct Header: View {
      var body: some View { VStack { Text("t") } }
    }
    struct Looping: View {
      var body: some View { Looping() }
    }
    struct Pair: View {
      var body: some View {
        Text("a")
        Text("b")
      }
    }
    #if os(tvOS)
      struct Surface: UIViewRepresentable {}
    #else
      struct Surface: UIViewRepresentable {}
    #endif
    #if DEBUG
      struct Twice: View { var body: some View { Text("a") } }
    #else
      class Twice {}
    #endif
    struct Logger: View {
      init(record: (String) -> Void) { record("shown") }
      var body: some View { Text("l") }
    }
    struct Tracker: View {
      let onShow: (() -> Void)?
      var body: some View { Text("t").onAppear { onShow?() } }
    }
    struct Retry: View {
      let action: () -> Void
      var body: some View { Button("Retry") { action() } }
    }
    struct Debug: View {
      var body: some View {
        let _ = print("body")
        Text("d")
      }
    }
    struct Plain: View {
      let title: String
      var body: some View { Text(title.uppercased()) }
    }
    """

  private func underlying(_ text: String) -> String? {
    let file = SourceFile(text: source)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "Views.swift")])
    let resolver = Resolver(file: file, index: index)
    let nodes = (file.nodes(.functionCallExpr) + file.nodes(.declReferenceExpr)).filter {
      $0.text.trimmingCharacters(in: .whitespacesAndNewlines) == text
        && $0.ancestor(.structDecl).flatMap(TypeDeclaration.init)?.name == "Screen"
    }
    guard let node = nodes.first else {
      XCTFail("no node \(text)")
      return nil
    }
    return resolver.underlyingView(of: node)
  }

  func testUnderlyingViewFollowsProjectViewsAndProperties() {
    XCTAssertEqual(underlying("Inbox()"), "List")
    XCTAssertEqual(underlying("page"), "List")
    XCTAssertEqual(underlying("Header()"), "VStack")
    XCTAssertNil(underlying("Looping()"), "a body that never ends in a framework view")
    XCTAssertNil(underlying("Pair()"), "a body of several views")
  }

  private var index: SemanticIndex {
    SemanticIndex(files: [FileDeclarations(file: SourceFile(text: source), path: "Views.swift")])
  }

  func testVariantsUnderIfConfigAreOneType() {
    XCTAssertEqual(index.type(named: "Surface")?.isRepresentable, true)
    XCTAssertNil(index.type(named: "Twice"), "a struct and a class of one name stay ambiguous")
  }

  func testRunsWorkWhenBuilt() {
    XCTAssertTrue(index.runsWorkWhenBuilt("Logger"), "its init calls a closure parameter")
    XCTAssertTrue(index.runsWorkWhenBuilt("Tracker"), "its body calls a stored closure on appear")
    XCTAssertTrue(index.runsWorkWhenBuilt("Debug"), "its body has let _ = …")
    XCTAssertFalse(index.runsWorkWhenBuilt("Retry"), "its closure runs on a tap")
    XCTAssertFalse(index.runsWorkWhenBuilt("Plain"), "it calls only methods of values")
  }
}
