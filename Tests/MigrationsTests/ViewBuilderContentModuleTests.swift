import SwiftCST
import XCTest

@testable import MigrationKit
@testable import Migrations

/// Reads of `x.content` in other files block a container's conversion only where code can
/// reach the property: an internal property is read by its own module alone.
final class ViewBuilderContentModuleTests: XCTestCase {
  private let migration = ViewBuilderContent()

  private let panel = SourceFile(
    text: """
      import SwiftUI
      struct Panel<Content: View>: View {
        let content: () -> Content
        var body: some View { VStack { content() } }
      }
      """)
  private let publicPanel = SourceFile(
    text: """
      import SwiftUI
      public struct Panel<Content: View>: View {
        public let content: () -> Content
        public var body: some View { VStack { content() } }
      }
      """)
  /// `message.content` on a value of a type the run does not declare (a framework's).
  private let relay = SourceFile(
    text: """
      struct Relay {
        func forward(_ message: Message) { send(message.content) }
      }
      """)

  private func findings(panel: SourceFile, relayModule: String) -> [Finding] {
    let semantic = SemanticIndex(files: [
      FileDeclarations(file: panel, path: "UI/Panel.swift", module: "UI"),
      FileDeclarations(file: relay, path: "Core/Relay.swift", module: relayModule),
    ])
    var read = ProjectFact(key: "view-builder-content.reads", value: "content 2:42\n")
    read.path = "Core/Relay.swift"
    let context = MigrationContext(
      path: "UI/Panel.swift", deploymentTargets: DeploymentTargets(),
      index: ProjectIndex(facts: [read], semantic: semantic.seen(from: "UI")),
      style: SourceStyle())
    return migration.findings(in: panel, context: context)
  }

  func testAReadInAModuleThatCannotSeeTheInternalPropertyDoesNotBlock() {
    let converted = findings(panel: panel, relayModule: "Core")
    XCTAssertEqual(converted.map(\.safety), [.safe])
    XCTAssertNotNil(converted.first?.fix)
  }

  func testAReadInTheSameModuleBlocks() {
    let blocked = findings(panel: panel, relayModule: "UI")
    XCTAssertEqual(blocked.map(\.safety), [.diagnostic])
    XCTAssertNil(blocked.first?.fix)
    XCTAssertEqual(
      blocked.first?.message,
      "`.content` is read at Core/Relay.swift:2:42, on a value whose type is not declared there, "
        + "outside `body` and the init of `Panel`; if it is a `Panel`, converting would change its "
        + "type there. Keep the closure, or change that code first")
  }

  func testAReadInAnotherModuleBlocksAPublicProperty() {
    let blocked = findings(panel: publicPanel, relayModule: "Core")
    XCTAssertNil(blocked.first?.fix)
    XCTAssertTrue(
      blocked.first?.message.hasPrefix("`.content` is read at Core/Relay.swift:2:42") ?? false,
      blocked.first?.message ?? "no finding")
  }
}
