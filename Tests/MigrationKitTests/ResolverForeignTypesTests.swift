import SwiftCST
import XCTest

@testable import MigrationKit

/// `foreignConstruction(heading:)`: the type of another module a chain starts by
/// constructing.
final class ResolverForeignTypesTests: XCTestCase {
  private func resolver(_ text: String) -> Resolver {
    let file = SourceFile(text: text)
    let declarations = [FileDeclarations(file: file, path: "F0.swift")]
    return Resolver(file: file, index: SemanticIndex(files: declarations))
  }

  /// The receiver of each `.accentColor(…)` call, in order.
  private func receivers(_ resolver: Resolver) -> [Syntax] {
    resolver.file.nodes(.functionCallExpr).compactMap { node in
      guard let call = FunctionCall(node), let access = call.memberAccess,
        access.name == "accentColor"
      else { return nil }
      return access.base
    }.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  func testAChainStartingWithATypeOfAnotherModuleNamesIt() {
    let resolver = resolver(
      """
      import SwiftUI
      import BrowserKit

      struct Links: View {
        let url: URL
        let content: Text
        var body: some View {
          VStack {
            SafariView(url: url).accentColor(.purple)
            SafariView(url: url).barTint(.red).accentColor(.purple)
            BrowserKit.Reader(url: url).accentColor(.purple)
            Text("a").bold().accentColor(.purple)
            SwiftUI.Text("a").accentColor(.purple)
            Card().accentColor(.purple)
            Sheet().accentColor(.purple)
            content.accentColor(.purple)
            makeCard().accentColor(.purple)
            Toggle("On", isOn: .constant(true)).accentColor(.purple)
          }
        }
        func makeCard() -> Card { Card() }
      }

      struct Card: View {
        var body: some View { Text("c") }
      }

      extension Sheet {
        static let standard = 1
      }
      """)
    XCTAssertEqual(
      receivers(resolver).map { resolver.foreignConstruction(heading: $0) ?? "-" },
      ["SafariView", "SafariView", "BrowserKit.Reader", "-", "-", "-", "Sheet", "-", "-", "-"])
  }
}
