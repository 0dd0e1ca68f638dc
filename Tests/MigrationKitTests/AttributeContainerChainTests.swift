import MigrationKit
import SwiftCST
import XCTest

/// `AttributeContainerChain.mayBeAttributes`: a chain that starts from `AttributeContainer`,
/// from a value known to be one, or from an implicit member may build attributes; a chain
/// that starts from a view, a Text or another value does not.
final class AttributeContainerChainTests: XCTestCase {
  private let file = SourceFile(
    text: """
      struct Row: View {
        let plain = AttributeContainer()
        var body: some View {
          let a = AttributeContainer.font(.body).foregroundColor(1)
          let b = AttributedString("x", attributes: .init().foregroundColor(2))
          let c = AttributeContainer().foregroundColor(3)
          let d = Foundation.AttributeContainer.foregroundColor(4)
          let e = plain.foregroundColor(5)
          Text("a").foregroundColor(6)
          VStack { Text("b") }.padding().foregroundColor(7)
          label.foregroundColor(8)
          Text("c")
          #if os(iOS)
            .foregroundColor(9)
          #endif
          (flag ? Text("d") : Text("e")).foregroundColor(10)
          Button("g") {}
          #if os(macOS)
            .buttonStyle(.borderless)
            .foregroundColor(11)
          #endif
        }
        var label: Text { Text("f") }
      }
      """)

  /// For each `foregroundColor(n)` call, in the order of `n`, the answer for its receiver
  /// (for a postfix `#if` clause, the expression before `#if`).
  private func answers() -> [Int: Bool] {
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "Row.swift")])
    let resolver = Resolver(file: file, index: index)
    var result: [Int: Bool] = [:]
    for call in file.calls(named: "foregroundColor") {
      guard let access = call.memberAccess,
        let number = call.arguments.first?.expression.flatMap({ Int($0.text) })
      else { continue }
      let receiver =
        access.base ?? call.node.ancestor(.postfixIfConfigExpr)?.firstChild ?? call.node
      result[number] = AttributeContainerChain.mayBeAttributes(receiver, resolver: resolver)
    }
    return result
  }

  func testChainsFromAttributeContainerOrAnImplicitMemberMayBuildAttributes() {
    XCTAssertEqual(
      answers(),
      [
        1: true, 2: true, 3: true, 4: true, 5: true, 6: false, 7: false, 8: false, 9: false,
        10: false, 11: false,
      ])
  }
}
