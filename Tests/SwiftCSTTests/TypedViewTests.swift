import SwiftCST
import XCTest

final class TypedViewTests: XCTestCase {
  private func parse(_ text: String) -> SourceFile {
    let file = SourceFile(text: text)
    XCTAssertEqual(file.diagnostics, [], "unexpected diagnostics in:\n\(text)")
    return file
  }

  func testModifierChainOverAStackWithTrailingClosure() throws {
    let file = parse(
      """
      var body: some View {
          HStack(spacing: 4) { Text("a"); Spacer() }
              .padding()
              .background(Color.red)
      }
      """)
    let stack = try XCTUnwrap(
      file.nodes(.functionCallExpr).compactMap(FunctionCall.init).first {
        $0.calleeName == "HStack"
      })
    XCTAssertEqual(stack.arguments.map(\.label), ["spacing"])
    XCTAssertEqual(stack.arguments.first?.expression?.text, "4")
    let closure = try XCTUnwrap(stack.trailingClosure)
    XCTAssertEqual(closure.statements.map(\.text), ["Text(\"a\")", "Spacer()"])
    let chain = ModifierChain(base: stack.node)
    XCTAssertEqual(chain.modifiers.map(\.name), ["padding", "background"])
    XCTAssertEqual(chain.modifiers[1].arguments.first?.expression?.text, "Color.red")
    XCTAssertEqual(file.text(chain.modifiers[0].range), ".padding()")
    XCTAssertEqual(
      chain.outermost.text,
      file.text(stack.node.range.lowerBound..<chain.outermost.range.upperBound))
    XCTAssertTrue(chain.outermost.isStatement)
    let down = ModifierChain(outermost: chain.outermost)
    XCTAssertEqual(down.base, stack.node)
    XCTAssertEqual(down.modifiers.map(\.name), ["padding", "background"])
  }

  func testLabeledTrailingClosuresAndImplicitMembers() throws {
    let file = parse(
      "Button { save() } label: { Label(\"Save\", systemImage: \"x\") }.frame(maxWidth: .infinity)")
    let button = try XCTUnwrap(
      file.nodes(.functionCallExpr).compactMap(FunctionCall.init).first {
        $0.calleeName == "Button"
      })
    XCTAssertEqual(button.trailingClosure?.statements.map(\.text), ["save()"])
    XCTAssertEqual(button.labeledTrailingClosures.map(\.label), ["label"])
    let frame = try XCTUnwrap(ModifierChain(base: button.node).modifiers.first)
    XCTAssertEqual(frame.name, "frame")
    let value = try XCTUnwrap(frame.arguments.first?.expression)
    XCTAssertEqual(value.kind, .memberAccessExpr)
    XCTAssertNil(MemberAccess(value)?.base)
    XCTAssertEqual(MemberAccess(value)?.name, "infinity")
  }

  func testIfConditionBraceIsNotATrailingClosure() throws {
    let file = parse("if items.isEmpty { show() } else { hide() }")
    let ifExpr = try XCTUnwrap(file.nodes(.ifExpr).first)
    XCTAssertEqual(ifExpr.children.map(\.kind), [.conditionList, .codeBlock, .codeBlock])
    XCTAssertTrue(file.nodes(.closureExpr).isEmpty)
  }

  func testStructWithClosureProperty() throws {
    let file = parse(
      """
      struct Card<Content: View>: View {
          /// The content.
          let content: () -> Content
          @ViewBuilder var footer: Footer
          init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
          var body: some View { VStack { content() } }
      }
      """)
    let type = try XCTUnwrap(file.nodes(.structDecl).first.flatMap(TypeDeclaration.init))
    XCTAssertEqual(type.name, "Card")
    XCTAssertEqual(type.genericParameters.map(\.name), ["Content"])
    XCTAssertEqual(type.genericParameters.first?.constraint?.text, "View")
    XCTAssertTrue(type.inherits("View"))
    let variables = type.members.compactMap(VariableDeclaration.init)
    XCTAssertEqual(variables.count, 3)
    XCTAssertEqual(variables[0].bindings.first?.name, "content")
    let function = try XCTUnwrap(variables[0].bindings.first?.type.flatMap(FunctionTypeView.init))
    XCTAssertEqual(function.parameters.count, 0)
    XCTAssertEqual(function.returnType?.text, "Content")
    XCTAssertTrue(variables[1].header.hasAttribute("ViewBuilder"))
    XCTAssertEqual(
      variables[2].bindings.first?.getterStatements?.map(\.text), ["VStack { content() }"])
    let initializer = try XCTUnwrap(type.members.compactMap(FunctionDeclaration.init).first)
    XCTAssertEqual(initializer.name, "init")
    let parameter = try XCTUnwrap(initializer.parameters.first)
    XCTAssertEqual(parameter.firstName, "content")
    XCTAssertEqual(parameter.attributes.map(\.name), ["ViewBuilder"])
    let parameterType = try XCTUnwrap(parameter.type.flatMap(FunctionTypeView.init))
    XCTAssertEqual(parameterType.attributes.map(\.name), ["escaping"])
  }

  func testPostfixIfConfigInModifierChain() throws {
    let file = parse(
      """
      Text("a")
          .padding()
          #if os(iOS)
          .bold()
          #endif
          .font(.title)
      """)
    XCTAssertEqual(file.nodes(.postfixIfConfigExpr).count, 1)
    XCTAssertEqual(file.root.children.count, 1)
  }

  func testGenericArgumentsClosingTogether() throws {
    let file = parse("let x: Array<Array<Int>>? = Array<Array<Int>>()")
    XCTAssertEqual(file.nodes(.genericArgumentClause).count, 4)
    XCTAssertEqual(file.nodes(.optionalType).count, 1)
    XCTAssertEqual(file.printed(), Array("let x: Array<Array<Int>>? = Array<Array<Int>>()".utf8))
  }
}

final class SharedHelperTests: XCTestCase {
  func testLeftmostNameGoesThroughCallsMembersSubscriptsAndOptionals() throws {
    let file = SourceFile(
      text:
        "a = Color.black.opacity(0.5)\nb = VStack { }.padding()\nc = theme.cards[0]?.title\nd = .red\ne = 1"
    )
    let values = file.nodes(.sequenceExpr).compactMap { $0.children.last }
    XCTAssertEqual(values.map(\.leftmostName), ["Color", "VStack", "theme", nil, nil])
  }

  func testCommentsInTrivia() {
    let file = SourceFile(text: "x // one\n  /* two /* nested */ still */ /// three\ny /* open")
    let y = file.token(at: 1)
    XCTAssertEqual(
      file.comments(in: file.token(at: 0).trailingTriviaRange).map(file.text), ["// one"])
    XCTAssertEqual(
      file.comments(in: y.leadingTriviaRange).map(file.text),
      ["/* two /* nested */ still */", "/// three"])
    XCTAssertEqual(file.comments(in: y.trailingTriviaRange).map(file.text), ["/* open"])
  }
}
