import SwiftCST
import XCTest

@testable import MigrationKit

final class ResolverTests: XCTestCase {
  /// A resolver over `files` (the first is the one resolved in).
  private func resolver(_ files: [String]) -> Resolver {
    let sources = files.map { SourceFile(text: $0) }
    let declarations = sources.enumerated().map {
      FileDeclarations(file: $0.element, path: "F\($0.offset).swift")
    }
    return Resolver(file: sources[0], index: SemanticIndex(files: declarations))
  }

  /// The `n`th (0-based) reference or member access whose text is `text`.
  private func node(_ text: String, _ occurrence: Int = 0, in resolver: Resolver) -> Syntax {
    let matches = (resolver.file.nodes(.declReferenceExpr) + resolver.file.nodes(.memberAccessExpr))
      .filter { $0.text == text }
      .sorted { $0.range.lowerBound < $1.range.lowerBound }
    return matches[occurrence]
  }

  private let card = """
    struct Card<Content: View>: View {
      let content: Content
      var title: String
      var accent: Color?
      var body: some View {
        let content = Text("shadow")
        VStack {
          content
          self.content
          Text(title)
          items.map { content in content.name }
          if let accent { accent }
          helper(title)
          Unknown.content
        }
      }
      func row(_ content: Item) -> some View { Text(content.name) }
    }
    struct Item { var name: String; var content: Int }
    func helper(_ text: String) -> Text { Text(text) }
    """

  func testLocalsShadowMembersAndClosureParametersShadowLocals() {
    let resolver = resolver([card])
    guard case .local(let local) = resolver.resolve(node("content", 2, in: resolver)) else {
      return XCTFail("the `let content` in body")
    }
    XCTAssertEqual(local.kind, .variable)
    XCTAssertEqual(local.type?.text, "Text")
    guard case .member(let member) = resolver.resolve(node("self.content", in: resolver)) else {
      return XCTFail("self.content is the member")
    }
    XCTAssertEqual(member.type?.text, "Content")
    XCTAssertEqual(member.containingType, "Card")
    guard case .member(let title) = resolver.resolve(node("title", 1, in: resolver)) else {
      return XCTFail("title is the member")
    }
    XCTAssertEqual(title.type?.text, "String")
    // `{ content in content.name }`: the closure parameter, type unknown.
    guard case .local(let parameter) = resolver.resolve(node("content", 3, in: resolver)) else {
      return XCTFail("closure parameter")
    }
    XCTAssertEqual(parameter.kind, .closureParameter)
    XCTAssertEqual(resolver.resolve(node("content.name", in: resolver)), .unknown)
    guard case .local(let accent) = resolver.resolve(node("accent", 2, in: resolver)) else {
      return XCTFail("`if let accent` binds a local")
    }
    XCTAssertEqual(accent.kind, .patternBinding)
    guard case .topLevel(let helper) = resolver.resolve(node("helper", in: resolver)) else {
      return XCTFail("top-level function")
    }
    XCTAssertEqual(helper.type?.text, "Text")
    XCTAssertEqual(resolver.resolve(node("Unknown.content", in: resolver)), .unknown)
    // A function parameter of known type: `content.name` is Item's `name`.
    guard case .local(let rowParameter) = resolver.resolve(node("content", 4, in: resolver)) else {
      return XCTFail("function parameter")
    }
    XCTAssertEqual(rowParameter.kind, .parameter)
    guard case .member(let name) = resolver.resolve(node("content.name", 1, in: resolver)) else {
      return XCTFail("Item.name")
    }
    XCTAssertEqual(name.containingType, "Item")
  }

  func testAMemberAccessIsAttributedOnlyWhenTheBaseTypeIsKnown() {
    let resolver = resolver([
      """
      struct Screen: View {
        @StateObject var model = Model()
        let sheet: Sheet?
        var body: some View {
          Text(model.content)
          Text(sheet?.content ?? "")
          Text(other.content)
          Text(Sheet.shared.content)
          Text(Text("a").content)
        }
      }
      """,
      """
      final class Model: ObservableObject { var content: String = "" }
      struct Sheet { static let shared = Sheet(); var content: String }
      """,
    ])
    guard case .member(let first) = resolver.resolve(node("model.content", in: resolver)) else {
      return XCTFail("Model.content")
    }
    XCTAssertEqual(first.containingType, "Model")
    guard case .member(let second) = resolver.resolve(node("sheet?.content", in: resolver)) else {
      return XCTFail("Sheet.content through an optional chain")
    }
    XCTAssertEqual(second.containingType, "Sheet")
    XCTAssertEqual(resolver.type(of: node("sheet?.content", in: resolver))?.text, "String?")
    XCTAssertEqual(resolver.resolve(node("other.content", in: resolver)), .unknown)
    guard case .member(let third) = resolver.resolve(node("Sheet.shared.content", in: resolver))
    else { return XCTFail("static member then member") }
    XCTAssertEqual(third.containingType, "Sheet")
    XCTAssertEqual(
      resolver.resolve(node("Text(\"a\").content", in: resolver)),
      .externalMember(of: TypeReference(named: "Text"), name: "content"))
  }

  func testTypesOfExpressions() {
    let resolver = resolver([
      """
      struct Badge: View {
        var tint: Color?
        var fill: Color = .red
        var body: some View {
          let a = Color(red: 1, green: 0, blue: 0)
          let b: Color? = nil
          let c = tint
          let d = tint!
          let e = "text"
          let f = makeColor()
          let g = self
          use(a, b, c, d, e, f, g, fill)
        }
        func makeColor() -> Color { .blue }
      }
      """
    ])
    let call = resolver.file.calls(named: "use")[0]
    let types = call.arguments.map { resolver.type(of: $0.expression!)?.text }
    XCTAssertEqual(
      types, ["Color", "Color?", "Color?", "Color", "String", "Color", "Badge", "Color"])
  }

  /// Locals whose type comes from SwiftUI's own members and from conditionals.
  func testTypesOfLocalsFromSwiftUIMembersAndConditionals() {
    let resolver = resolver([
      """
      struct Badge: View {
        var tint: Color?
        var base: Color
        var body: some View {
          let a = base.opacity(0.5)
          var b = Color.primary
          let c: Color? = tint
          let d = tint?.opacity(0.2)
          let e = a.opacity(0.1).opacity(0.2)
          let f = isOn ? Color.red : nil
          let g = isOn ? base : Color.secondary
          let h = tint ?? .gray
          let i = tint ?? Color.gray
          let j = Text("a").bold().font(.body)
          let k = SwiftUI.Color.red
          let l = tint.opacity(0.5)
          let m = Color.brand
          let n = isOn ? base : other
          use(a, b, c, d, e, f, g, h, i, j, k, l, m, n)
        }
      }
      extension Color { static let tone = Color("Tone") }
      """
    ])
    let call = resolver.file.calls(named: "use")[0]
    let types = call.arguments.map { resolver.type(of: $0.expression!)?.text }
    // `tint.opacity` on an optional does not compile; `.gray` has no type of its own here;
    // `Color.brand` is no SwiftUI colour and not declared; `other` is unknown.
    XCTAssertEqual(
      types,
      [
        "Color", "Color", "Color?", "Color?", "Color", "Color?", "Color", nil, "Color", "Text",
        nil, nil, nil, nil,
      ])
  }

  /// A failable initializer of the run makes a construction optional; an `@Environment`
  /// property without a type has the type of the `EnvironmentValues` property it reads.
  func testFailableInitializersAndEnvironmentProperties() {
    let resolver = resolver([
      """
      struct Badge: View {
        @Environment(\\.palette) var palette
        @Environment(\\EnvironmentValues.palette) var same
        @Environment(\\.colorScheme) var scheme
        var body: some View {
          use(Color(hex: "#fff"), Color(level: 1), Color("Brand"), palette, same, scheme)
        }
      }
      extension Color {
        init?(hex: String) { nil }
        init(level: Int) { self.init("L") }
      }
      extension EnvironmentValues {
        var palette: Palette { get { Palette() } set {} }
      }
      """
    ])
    let call = resolver.file.calls(named: "use")[0]
    let types = call.arguments.map { resolver.type(of: $0.expression!)?.text }
    XCTAssertEqual(types, ["Color?", "Color", "Color", "Palette", "Palette", nil])
  }

  /// A failable init a project adds to SwiftUI's Text does not make `Text("…")` optional
  /// when SwiftUI's own init fits the call: a disfavored one loses to it (a Text), another
  /// may or may not (unknown); a call only the project's init fits is optional.
  func testFailableInitializersInAnExtensionOfText() {
    let resolver = resolver([
      """
      struct Badge: View {
        var body: some View {
          use(Text("a"), Text("b", tableName: "T"), Text(markdown: "c"), Label("d"), Label("e"))
        }
      }
      extension Text {
        @_disfavoredOverload
        init?(_ source: String) { nil }
        init?(markdown: String) { nil }
      }
      extension Label {
        init?(_ source: String) { nil }
      }
      """
    ])
    let call = resolver.file.calls(named: "use")[0]
    let types = call.arguments.map { resolver.type(of: $0.expression!)?.text }
    XCTAssertEqual(types, ["Text", "Text", "Text?", "Label?", "Label?"])
    let favoured = self.resolver([
      """
      let title = Text("a")
      extension Text {
        init?(_ source: String) { nil }
      }
      """
    ])
    let value = favoured.file.root.descendants(.functionCallExpr)[0]
    XCTAssertNil(favoured.type(of: value))
  }

  /// The declared types of the parameter each argument goes to, over the overloads the
  /// call's labels fit (defaults skipped); nil for callees outside the run.
  func testParameterTypesOfArguments() {
    let resolver = resolver([
      """
      struct Legend: View {
        var body: some View {
          row(a, detail: b)
          row(c)
          row(d, count: 1)
          Tile(title: e)
          Text(f)
          unknown(g)
        }
        func row(_ title: Text, detail: String = "") -> some View { title }
        func row(_ title: String, count: Int) -> some View { Text(title) }
        func row(_ image: Image) -> some View { image }
      }
      struct Tile { init(title: Text?, size: Int = 1) {} }
      """
    ])
    func types(_ name: String) -> [String?]? {
      let reference = node(name, in: resolver)
      return resolver.parameterTypes(of: reference.parent!)?.map { $0?.text }
    }
    XCTAssertEqual(types("a"), ["Text"])
    XCTAssertEqual(types("b"), ["String"])
    XCTAssertEqual(types("c"), ["Text", "Image"])
    XCTAssertEqual(types("d"), ["String"])
    XCTAssertEqual(types("e"), ["Text?"])
    XCTAssertNil(types("f"))
    XCTAssertNil(types("g"))
  }

  func testGeometryProxyValuesComparisonsArithmeticAndAssignedValues() {
    let resolver = resolver([
      """
      struct Board: View {
        @State var isWide = false
        var scale: CGFloat { 2 }
        var body: some View {
          GeometryReader { proxy in
            use(proxy.size, proxy.frame(in: .global), proxy.safeAreaInsets.top, proxy.size.width / 2, proxy.size.width > 600, !isWide, proxy.size.width.rounded(), proxy.size.width * scale, proxy.size.width - proxy.size)
            Color.clear.onAppear { isWide = proxy.size.width > 600 }
          }
        }
      }
      struct GeometryLookalike {
        func read() { Reader { proxy in use(proxy.size) } }
      }
      """
    ])
    let call = resolver.file.calls(named: "use")[0]
    let types = call.arguments.map { resolver.type(of: $0.expression!)?.text }
    XCTAssertEqual(
      types, ["CGSize", "CGRect", "CGFloat", "CGFloat", "Bool", "Bool", nil, "CGFloat", nil])
    // Only GeometryReader's closure is known to receive a GeometryProxy.
    let other = resolver.file.calls(named: "use")[1]
    XCTAssertNil(resolver.type(of: other.arguments[0].expression!))
    let assignment = resolver.file.nodes(.sequenceExpr).first { $0.text.hasPrefix("isWide =") }!
    XCTAssertEqual(resolver.assignedValueType(of: assignment)?.text, "Bool")
    XCTAssertNil(resolver.assignedValueType(of: call.node))
  }

  func testReduceAccumulatorHasTheInitialValuesType() {
    let resolver = resolver([
      """
      struct Tags {
        let tags: [String]
        func f() {
          _ = tags.reduce(Text("")) { line, tag in use(line, tag) }
          _ = tags.reduce(Text(""), { use($0, $1) })
          _ = tags.reduce(into: Text("")) { line, tag in use(line, tag) }
          _ = tags.sorted { first, second in use(first, second) }
        }
      }
      """
    ])
    let types = resolver.file.calls(named: "use").map { call in
      call.arguments.map { resolver.type(of: $0.expression!)?.text }
    }
    // The accumulator has the initial value's type, the element the sequence's element type;
    // another method's closure (`sorted`) says nothing of its parameters.
    XCTAssertEqual(types[0][0], "Text")
    XCTAssertEqual(types[1][0], "Text")
    XCTAssertEqual(types[2][0], "Text")
    XCTAssertEqual(types[0][1], "String")
    XCTAssertEqual(types[1][1], "String")
    XCTAssertEqual(types[2][1], "String")
    XCTAssertNil(types[3][0])
  }

  func testMembersOfAClassWithAnUnknownSuperclassAreUnknown() {
    let resolver = resolver([
      """
      final class Controller: UIViewController {
        func f() { use(view) }
      }
      final class Model: ObservableObject {
        func f() { use(view) }
      }
      let view = 1
      """
    ])
    XCTAssertEqual(resolver.resolve(node("view", 0, in: resolver)), .unknown)
    guard case .topLevel = resolver.resolve(node("view", 1, in: resolver)) else {
      return XCTFail("Model adds no members of its own: the top-level `view`")
    }
  }

  func testViewArityFollowsMembersOfTheRun() {
    let resolver = resolver([
      """
      struct Screen: View {
        var body: some View {
          HStack {
            title
            buttons
            Spacer()
          }
          VStack { rows; wrapped }
        }
        var title: some View { Text("a").bold() }
        @ViewBuilder var buttons: some View {
          Button("a") {}
          Button("b") {}
        }
        @ViewBuilder var rows: some View {
          if flag { Text("a") } else { Text("b"); Text("c") }
        }
        var wrapped: some View { title }
      }
      """
    ])
    let title = resolver.viewArity(of: node("title", in: resolver))
    XCTAssertEqual(title.count, .one)
    XCTAssertEqual(title.root, "Text")
    XCTAssertEqual(title.modifiers, ["bold"])
    XCTAssertEqual(resolver.viewArity(of: node("buttons", in: resolver)).count, .several)
    XCTAssertEqual(resolver.viewArity(of: node("rows", in: resolver)).count, .several)
    let wrapped = resolver.viewArity(of: node("wrapped", in: resolver))
    XCTAssertEqual(wrapped.count, .one)
    XCTAssertEqual(wrapped.root, "Text")
    let stack = resolver.file.calls(named: "HStack")[0].trailingClosure!
    XCTAssertEqual(resolver.viewArity(ofStatements: stack.statements).count, .several)
  }

  func testSyntacticViewArity() {
    func arity(_ body: String) -> ViewArity {
      let file = SourceFile(text: "var v: some View {\n\(body)\n}")
      let binding = PatternBinding(file.nodes(.patternBinding).last!)
      return ViewArity.of(statements: binding.getterStatements ?? [])
    }
    XCTAssertEqual(arity("Text(\"a\")").count, .one)
    XCTAssertEqual(arity("let x = 1\nText(\"\\(x)\")").count, .one)
    XCTAssertEqual(arity("Text(\"a\")\nText(\"b\")").count, .several)
    XCTAssertEqual(
      arity("if a { Text(\"a\") }"), ViewArity(count: .one, root: "Text", isConditional: true))
    XCTAssertEqual(arity("if a { Text(\"a\") } else { Image(\"b\") }").root, nil)
    XCTAssertEqual(arity("if a { Text(\"a\") } else { Image(\"b\"); Text(\"c\") }").count, .several)
    XCTAssertEqual(arity("switch a {\ncase 1: Text(\"a\")\ndefault: EmptyView()\n}").count, .one)
    XCTAssertEqual(
      arity("switch a {\ncase 1: Text(\"a\"); Text(\"b\")\ndefault: EmptyView()\n}").count, .several
    )
    XCTAssertEqual(
      arity("Group { Text(\"a\"); Text(\"b\") }.padding()"),
      ViewArity(count: .several, root: "Group", modifiers: ["padding"]))
    XCTAssertEqual(arity("Group { Text(\"a\") }").root, "Group")
    XCTAssertEqual(arity("Group { Text(\"a\") }").count, .one)
    XCTAssertEqual(arity("ForEach(items) { Text($0) }").count, .several)
    XCTAssertEqual(
      arity("#if os(iOS)\nText(\"a\")\n#else\nText(\"a\"); Text(\"b\")\n#endif").count, .several)
    XCTAssertEqual(arity("content").root, "content")
    XCTAssertTrue(arity("content").rootIsReference)
    XCTAssertEqual(arity("").count, .none)
  }
}

extension ResolverTests {
  func testConditionalCompilationArmsAreCountedWithoutTheirConditions() {
    func arity(_ body: String) -> ViewArity {
      let file = SourceFile(text: "var v: some View {\n\(body)\n}")
      return ViewArity.of(
        statements: PatternBinding(file.nodes(.patternBinding).last!).getterStatements ?? [])
    }
    XCTAssertEqual(arity("#if os(iOS)\nText(\"a\")\n#else\nImage(\"b\")\n#endif").count, .one)
    XCTAssertEqual(arity("#if DEBUG\nText(\"a\")\n#endif").count, .one)
    XCTAssertEqual(arity("if a { HStack { if b { Text(\"x\"); Text(\"y\") } } }").count, .one)
  }

  /// `SwiftUI.Label(…)` is SwiftUI's Label, not a view `Label` modified by `.Label`.
  func testModuleQualifiedViewIsTheRoot() {
    func arity(_ body: String) -> ViewArity {
      let file = SourceFile(text: "var v: some View {\n\(body)\n}")
      return ViewArity.of(
        statements: PatternBinding(file.nodes(.patternBinding).last!).getterStatements ?? [])
    }
    var label = ViewArity(count: .one, root: "Label", modifiers: ["font", "padding"])
    label.rootIsQualified = true
    XCTAssertEqual(arity("SwiftUI.Label(\"a\", systemImage: \"b\").font(.body).padding()"), label)
    XCTAssertEqual(arity("SwiftUI.ForEach(items) { Text($0) }").count, .several)
    XCTAssertEqual(arity("SwiftUI.ForEach(items) { Text($0) }").root, "ForEach")
    // Unqualified, the same view is not marked; a value of a qualified type is no view root.
    XCTAssertEqual(arity("Label(\"a\", systemImage: \"b\")").rootIsQualified, false)
    XCTAssertEqual(arity("SwiftUI.Color.red").root, "SwiftUI")
    // Branches agree on the root only when both name it the same way.
    XCTAssertEqual(arity("if a { SwiftUI.Text(\"a\") } else { Text(\"b\") }").root, nil)
    XCTAssertEqual(arity("if a { SwiftUI.Text(\"a\") } else { SwiftUI.Text(\"b\") }").root, "Text")
  }

  /// The types a node is nested in, out to the first extension (which names the type it
  /// extends, without `SwiftUI.`), from the syntax alone.
  func testEnclosingTypePathNamesTheTypesOutToAnExtension() {
    let file = SourceFile(
      text: """
        struct Outer {
          class Inner {
            func f() { let a = 1 }
            enum E { case one; func g() { let b = 2 } }
          }
        }
        extension Outer.Inner {
          struct Deep { var c = 0 }
        }
        extension SwiftUI.View { func h() { let d = 4 } }
        extension Array where Element == Int { func i() { let e = 5 } }
        func top() { let f = 6 }
        """)
    let paths = file.nodes(.patternBinding).map { Resolver.enclosingTypePath(of: $0) }
    XCTAssertEqual(
      paths, ["Outer.Inner", "Outer.Inner.E", "Outer.Inner.Deep", "View", "Array", nil])
  }
}
