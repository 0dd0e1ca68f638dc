import SwiftCST
import XCTest

@testable import MigrationKit

/// `TextExpression.isText`: which expressions are certainly a SwiftUI Text.
final class TextExpressionTests: XCTestCase {
  /// The answer for the initial value of each `let` in `body`, in order, with `extra`
  /// declarations in the same type.
  private func answers(_ body: String, extra: String = "") -> [Bool] {
    let file = SourceFile(
      text: """
        import SwiftUI
        struct V {
          var title: Text { Text("t") }
          var name: String = ""
          var maybe: Text? = nil
          \(extra)
          func f(c: Bool, o: Text?) {
        \(body)
          }
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "V.swift")])
    let resolver = Resolver(file: file, index: index)
    return file.nodes(.initializerClause).compactMap { clause -> Bool? in
      guard clause.ancestor(.functionDecl) != nil, let value = clause.children.last else {
        return nil
      }
      return TextExpression.isText(value, resolver)
    }
  }

  func testCallsNamesAndModifiers() {
    XCTAssertEqual(
      answers(
        """
            let va = Text("a").bold()
            let vb = title
            let vc = Text("a").padding()
            let vd = name
            let ve = maybe
            let vf = Image("x")
        """),
      [true, true, false, false, false, false])
  }

  func testOperators() {
    XCTAssertEqual(
      answers(
        """
            let va = Text("a") + title + (Text("b").italic() + Text("c"))
            let vb = Text("a") + Image("x")
            let vc = c ? Text("a") : title
            let vd = name.isEmpty ? Text("a") : Text("b")
            let ve = c ? Text("a") : Image("x")
            let vf = o ?? Text("")
            let vg = o ?? maybe
            let vh = Text("a") + (c ? Text("b") : Text("")) + (o ?? Text(""))
            let vi = (Text("a"))
            let vj = Text("a") + name
        """),
      [true, false, true, true, false, true, false, true, true, false])
  }

  func testConcatenationOperands() {
    let file = SourceFile(text: "x = a + b + c\nlet y = a - b\nlet z = c ? a : b")
    let operands = file.nodes(.sequenceExpr).map {
      TextExpression.concatenationOperands(of: $0)?.map(\.text)
    }
    XCTAssertEqual(operands, [["a", "b", "c"], nil, nil])
  }
}
