import SwiftCST
import XCTest

@testable import MigrationKit

/// `context.coordinator` in a UIKit/AppKit representable: the type `makeCoordinator()` makes.
final class ResolverRepresentableTests: XCTestCase {
  private func resolver(_ text: String) -> Resolver {
    let file = SourceFile(text: text)
    let declarations = [FileDeclarations(file: file, path: "F0.swift")]
    return Resolver(file: file, index: SemanticIndex(files: declarations))
  }

  /// The type of each `….coordinator` access, in order.
  private func coordinatorTypes(_ resolver: Resolver) -> [String?] {
    resolver.file.nodes(.memberAccessExpr)
      .filter { MemberAccess($0)?.name == "coordinator" }
      .sorted { $0.range.lowerBound < $1.range.lowerBound }
      .map { resolver.type(of: $0)?.name }
  }

  func testTheCoordinatorIsWhatMakeCoordinatorMakes() {
    let resolver = resolver(
      """
      import SwiftUI

      struct ChoiceMenu<Value: Equatable>: NSViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeNSView(context: Context) -> NSPopUpButton { NSPopUpButton() }
        func updateNSView(_ button: NSPopUpButton, context: Context) {
          show(context.coordinator.items)
        }
        func measure(context: NSViewRepresentableContext<ChoiceMenu>) {
          show(context.coordinator)
        }
        final class Coordinator: NSObject {
          var items: [String] = []
        }
      }

      extension ChoiceMenu {
        func refresh(context: Context) { show(context.coordinator) }
      }

      // No coordinator of its own: `Context` is another protocol's (or Void's coordinator).
      struct Plain: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) { show(context.coordinator) }
      }

      // A context that is not a representable's.
      struct Lookup {
        struct Context { var coordinator: Int }
        func run(context: Context) { show(context.coordinator) }
      }
      """)
    XCTAssertEqual(
      coordinatorTypes(resolver),
      [
        "ChoiceMenu.Coordinator", "ChoiceMenu.Coordinator", "ChoiceMenu.Coordinator", nil, "Int",
      ])
  }
}
