import SwiftCST
import XCTest

@testable import MigrationKit

final class SemanticIndexTests: XCTestCase {
  private func index(_ files: [(String, String)], module: String = "") -> SemanticIndex {
    SemanticIndex(
      files: files.map {
        FileDeclarations(file: SourceFile(text: $0.1), path: $0.0, module: module)
      })
  }

  private let model = """
    import SwiftUI

    public final class Model: ObservableObject {
      @Published var title: String = ""
      @Published private(set) var items: [Item] = []
      let store = Store(name: "a")
      static let shared = Model()
      var count: Int { items.count }
      var accent: Color?
      func reload() async throws -> Bool { true }
    }

    struct Item: Identifiable, Hashable {
      let id: UUID
      var name: String
      enum Kind { case plain, tagged(String, count: Int) }
    }

    private struct Card<Content: View>: View {
      @State private var isOn = false
      @StateObject var model = Model()
      @EnvironmentObject var settings: Settings
      @ViewBuilder let content: () -> Content
      var body: some View {
        VStack { content() }
      }
    }

    protocol Loader: AnyObject { func load() }
    actor Cache {}
    enum Route: String { case home }

    func helper(_ value: Int, named name: String) -> Text { Text("\\(value)") }
    let globalSpacing: CGFloat = 8
    """

  func testTypesWithKindInheritanceGenericsAndAccess() {
    let index = index([("Model.swift", model)])
    let model = index.type(named: "Model")
    XCTAssertEqual(model?.kind, .class)
    XCTAssertEqual(model?.inheritance, ["ObservableObject"])
    XCTAssertEqual(model?.access, .public)
    let card = index.type(named: "Card")
    XCTAssertEqual(card?.kind, .struct)
    XCTAssertEqual(card?.genericParameters, ["Content"])
    XCTAssertEqual(card?.access, .private)
    XCTAssertEqual(card?.isView, true)
    XCTAssertEqual(index.type(named: "Item.Kind")?.kind, .enum)
    XCTAssertNil(index.type(named: "Kind"))
    XCTAssertEqual(index.type(named: "Kind", inside: "Item")?.name, "Item.Kind")
    XCTAssertEqual(index.type(named: "Loader")?.kind, .protocol)
    XCTAssertEqual(index.type(named: "Loader")?.inheritance, ["AnyObject"])
    XCTAssertEqual(index.type(named: "Cache")?.kind, .actor)
    XCTAssertEqual(index.type(named: "Route")?.inheritance, ["String"])
    XCTAssertNil(index.type(named: "View"))
  }

  func testMembersWithTypesOptionalityAttributesAndAccess() {
    let index = index([("Model.swift", model)])
    let title = index.members(named: "title", in: "Model").first
    XCTAssertEqual(title?.kind, .storedProperty)
    XCTAssertEqual(title?.type?.text, "String")
    XCTAssertEqual(title?.attributes, ["Published"])
    XCTAssertEqual(title?.propertyWrapper, "Published")
    XCTAssertEqual(title?.containingType, "Model")
    XCTAssertEqual(title?.access, .internal)
    let items = index.members(named: "items", in: "Model").first
    XCTAssertEqual(items?.type?.name, "Array")
    XCTAssertEqual(items?.access, .internal, "private(set) restricts the setter only")
    let store = index.members(named: "store", in: "Model").first
    XCTAssertEqual(store?.type?.text, "Store")
    XCTAssertEqual(store?.isTypeInferred, true)
    XCTAssertEqual(index.members(named: "shared", in: "Model").first?.isStatic, true)
    XCTAssertEqual(index.members(named: "count", in: "Model").first?.kind, .computedProperty)
    let accent = index.members(named: "accent", in: "Model").first
    XCTAssertEqual(accent?.isOptional, true)
    XCTAssertEqual(accent?.type?.name, "Color")
    let reload = index.members(named: "reload", in: "Model").first
    XCTAssertEqual(reload?.kind, .function)
    XCTAssertEqual(reload?.type?.text, "Bool")

    let isOn = index.members(named: "isOn", in: "Card").first
    XCTAssertEqual(isOn?.propertyWrapper, "State")
    XCTAssertEqual(isOn?.access, .private)
    XCTAssertEqual(isOn?.type?.text, "Bool", "`= false` has the literal's default type")
    XCTAssertEqual(isOn?.isTypeInferred, true)
    XCTAssertEqual(isOn?.isOptional, false)
    XCTAssertEqual(index.members(named: "model", in: "Card").first?.propertyWrapper, "StateObject")
    XCTAssertEqual(index.members(named: "model", in: "Card").first?.type?.text, "Model")
    XCTAssertEqual(
      index.members(named: "settings", in: "Card").first?.propertyWrapper, "EnvironmentObject")
    let content = index.members(named: "content", in: "Card").first
    XCTAssertEqual(content?.attributes, ["ViewBuilder"])
    XCTAssertNil(content?.propertyWrapper)
    XCTAssertEqual(content?.type?.text, "() -> Content")
    XCTAssertNil(content?.type?.name)
    let body = index.members(named: "body", in: "Card").first
    XCTAssertEqual(body?.type?.text, "some View")
    XCTAssertEqual(body?.isViewBuilder, true)
    XCTAssertEqual(body?.viewArity, ViewArity(count: .one, root: "VStack"))

    let tagged = index.members(named: "tagged", in: "Item.Kind").first
    XCTAssertEqual(tagged?.kind, .enumCase)
    XCTAssertEqual(tagged?.parameterLabels, ["_", "count"])

    let helper = index.topLevel(named: "helper").first
    XCTAssertEqual(helper?.kind, .function)
    XCTAssertEqual(helper?.parameterLabels, ["_", "named"])
    XCTAssertEqual(helper?.type?.text, "Text")
    XCTAssertEqual(helper?.viewArity, ViewArity(count: .one, root: "Text"))
    XCTAssertEqual(index.topLevel(named: "globalSpacing").first?.type?.text, "CGFloat")
    XCTAssertEqual(index.topLevel(named: "globalSpacing").first?.path, "Model.swift")
  }

  /// A wrapper's `static subscript(_enclosingInstance:wrapped:storage:)` is found in its
  /// declaration or an extension (also under `#if`); an instance subscript with that label,
  /// a static one with others, and an undeclared type have none.
  func testEnclosingInstanceSubscriptOfPropertyWrappers() {
    let index = index([
      (
        "Saved.swift",
        """
        @propertyWrapper struct Saved<Value> {
          var wrappedValue: Value
          #if os(iOS)
          static subscript<Owner: AnyObject>(
            _enclosingInstance owner: Owner,
            wrapped wrapped: ReferenceWritableKeyPath<Owner, Value>,
            storage storage: ReferenceWritableKeyPath<Owner, Self>
          ) -> Value {
            get { owner[keyPath: storage].wrappedValue }
            set { owner[keyPath: storage].wrappedValue = newValue }
          }
          #endif
        }
        @propertyWrapper struct Logged<Value> { var wrappedValue: Value }
        extension Logged {
          static subscript(_enclosingInstance owner: AnyObject) -> Int { 0 }
        }
        @propertyWrapper struct Clamped {
          var wrappedValue: Int
          subscript(_enclosingInstance index: Int) -> Int { index }
          static subscript(position: Int) -> Int { position }
        }
        """
      )
    ])
    XCTAssertTrue(index.hasEnclosingInstanceSubscript("Saved"))
    XCTAssertTrue(index.hasEnclosingInstanceSubscript("Logged"))
    XCTAssertFalse(index.hasEnclosingInstanceSubscript("Clamped"))
    XCTAssertFalse(index.hasEnclosingInstanceSubscript("Default"))
    XCTAssertEqual(MemberInfo.propertyWrapper(among: ["MainActor", "Default"]), "Default")
    XCTAssertNil(MemberInfo.propertyWrapper(among: ["ObservationIgnored", "objc"]))
  }

  func testExtensionsAreMergedAcrossFilesOfAModule() {
    let index = index([
      ("A.swift", "struct Row: View {\n  var body: some View { Text(\"a\") }\n}"),
      (
        "B.swift",
        """
        extension Row: Equatable {
          var subtitle: Text { Text("b") }
        }
        private extension Row {
          func badge() -> some View { Image("x") }
        }
        extension View {
          func card() -> some View { padding() }
        }
        """
      ),
    ])
    XCTAssertEqual(index.type(named: "Row")?.inheritance, ["View", "Equatable"])
    XCTAssertEqual(index.members(named: "subtitle", in: "Row").first?.path, "B.swift")
    XCTAssertEqual(index.members(named: "badge", in: "Row").first?.access, .private)
    XCTAssertEqual(index.type(named: "View")?.kind, .extension)
    XCTAssertEqual(index.members(named: "card", in: "View").count, 1)
    XCTAssertEqual(index.members(named: "body", in: "Row").count, 1)
    // Every member of a type, the declaration's then its extensions', in path order.
    XCTAssertEqual(index.members(of: "Row").map(\.name), ["body", "subtitle", "badge"])
    XCTAssertEqual(index.members(of: "View").map(\.name), ["card"])
    XCTAssertEqual(index.members(of: "Missing"), [])
  }

  /// Another module's public type keeps all its members (its private `@State` is part of
  /// what it is); another module's extension gives only its public ones.
  func testAllMembersOfATypeKeepTheirAttributesAndAPublicTypeOfAnotherModuleKeepsAll() {
    let files = [
      FileDeclarations(
        file: SourceFile(
          text:
            "public struct Card: View {\n  @State private var isOn = false\n  public var title = \"\"\n  var body: some View { Text(title) }\n}"
        ), path: "A/Card.swift", module: "A"),
      FileDeclarations(
        file: SourceFile(text: "extension Card {\n  public func flip() {}\n  func hidden() {}\n}"),
        path: "B/Card+B.swift", module: "B"),
    ]
    let fromA = SemanticIndex(files: files, module: "A").members(of: "Card")
    XCTAssertEqual(fromA.map(\.name), ["isOn", "title", "body", "flip"])
    XCTAssertEqual(fromA.first?.propertyWrapper, "State")
    let fromB = SemanticIndex(files: files, module: "B").members(of: "Card")
    XCTAssertEqual(fromB.map(\.name), ["flip", "hidden", "isOn", "title", "body"])
  }

  func testATypeDeclaredTwiceInOneModuleIsAmbiguousButNotAcrossModules() {
    let twice = index([("A.swift", "struct Row {}"), ("B.swift", "struct Row { var a: Int }")])
    XCTAssertNil(twice.type(named: "Row"))
    let files = [
      FileDeclarations(file: SourceFile(text: "struct Row {}"), path: "A/A.swift", module: "A"),
      FileDeclarations(file: SourceFile(text: "struct Row {}"), path: "B/B.swift", module: "B"),
    ]
    XCTAssertEqual(SemanticIndex(files: files, module: "A").type(named: "Row")?.module, "A")
    XCTAssertEqual(SemanticIndex(files: files, module: "B").type(named: "Row")?.module, "B")
    XCTAssertNil(SemanticIndex(files: files, module: "C").type(named: "Row"), "internal in both")
  }

  func testRepresentablesAndInitializerForwarding() {
    let index = index([
      (
        "A.swift",
        """
        struct WebView: UIViewRepresentable {
          func makeUIView(context: Context) -> WKWebView { WKWebView() }
        }
        struct Picker: UIViewControllerRepresentable {}
        extension MapHost: NSViewRepresentable {}
        class MapHost {}
        struct Link<Destination: View>: View {
          init(destination: Destination, isActive: Binding<Bool>) {
            self.init(destination: destination, active: isActive, label: "a")
          }
          init(destination: Destination, active: Binding<Bool>, label: String) {
            self.link = NavigationLink(destination: destination, isActive: active) { Text(label) }
          }
          let link: NavigationLink<Text, Destination>
          var body: some View { link }
        }
        """
      )
    ])
    XCTAssertTrue(index.isRepresentable("WebView"))
    XCTAssertTrue(index.isRepresentable("Picker"))
    XCTAssertTrue(index.isRepresentable("MapHost"))
    XCTAssertFalse(index.isRepresentable("Link"))
    let inits = index.initializers(of: "Link")
    XCTAssertEqual(
      inits.map(\.parameterLabels),
      [["destination", "isActive"], ["destination", "active", "label"]])
    XCTAssertEqual(
      inits[0].forwards,
      [ForwardedCall(callee: "self.init", labels: ["destination", "active", "label"])])
    XCTAssertEqual(
      inits[1].forwards.map(\.callee), ["Text", "NavigationLink"])
    XCTAssertEqual(inits[1].forwards.last?.labels, ["destination", "isActive"])
    XCTAssertEqual(inits[0].type?.text, "Link")
  }

  func testMayOwnStateByTheLastComponentOfTypesWithStateInAnyModule() {
    let files = [
      FileDeclarations(
        file: SourceFile(
          text: """
            struct Counter: View {
              @State private var count = 0
              var body: some View { Text("\\(count)") }
            }
            enum List {
              struct Row: View {
                @StateObject var model = Model()
                var body: some View { EmptyView() }
              }
            }
            struct Plain: View { @Binding var on: Bool; var body: some View { EmptyView() } }
            struct Shared { @State static var cache = 0 }
            """), path: "A/A.swift", module: "A"),
      FileDeclarations(
        file: SourceFile(text: "struct Badge: View {\n  @State private var shown = false\n}"),
        path: "B/B.swift", module: "B"),
    ]
    let index = SemanticIndex(files: files, module: "A")
    XCTAssertTrue(index.mayOwnState(typeNamed: "Counter"))
    XCTAssertTrue(index.mayOwnState(typeNamed: "Row"), "a nested type, by its last component")
    XCTAssertFalse(index.mayOwnState(typeNamed: "List"), "its nested type owns it")
    XCTAssertFalse(index.mayOwnState(typeNamed: "Plain"), "@Binding is no state")
    XCTAssertFalse(index.mayOwnState(typeNamed: "Shared"), "static")
    XCTAssertTrue(index.mayOwnState(typeNamed: "Badge"), "an internal type of another module")
    XCTAssertFalse(index.mayOwnState(typeNamed: "Missing"))
    // A first pass sees its own file; the answer stands unless the run adds such a type.
    let probe = ReadProbe()
    let first = ProjectIndex.probing(probe, declarations: [files[0]])
    XCTAssertFalse(first.semantic.mayOwnState(typeNamed: "Badge"))
    XCTAssertFalse(probe.answersStand(in: ProjectIndex(declarations: files)))
    let other = ReadProbe()
    let second = ProjectIndex.probing(other, declarations: [files[0]])
    XCTAssertFalse(second.semantic.mayOwnState(typeNamed: "Plain"))
    XCTAssertTrue(other.answersStand(in: ProjectIndex(declarations: files)))
  }

  func testAFirstPassIndexRecordsQuestionsAndTheirAnswers() {
    let own = FileDeclarations(
      file: SourceFile(text: "struct Card { var title: String }"), path: "Card.swift")
    let other = FileDeclarations(
      file: SourceFile(text: "extension Card { var subtitle: String { \"\" } }"),
      path: "Other.swift")
    let probe = ReadProbe()
    let first = ProjectIndex.probing(probe, declarations: [own])
    XCTAssertEqual(first.semantic.members(named: "title", in: "Card").count, 1)
    XCTAssertTrue(probe.wasRead)
    let complete = ProjectIndex(declarations: [own, other])
    XCTAssertTrue(probe.answersStand(in: complete), "the other file adds no `title`")
    XCTAssertEqual(first.semantic.members(named: "subtitle", in: "Card").count, 0)
    XCTAssertFalse(probe.answersStand(in: complete), "the other file declares `subtitle`")
  }

  func testTypeReferences() {
    XCTAssertEqual(TypeReference(text: "Color?").name, "Color")
    XCTAssertEqual(TypeReference(text: "Color?").isOptional, true)
    XCTAssertEqual(TypeReference(text: "Color!").isOptional, true)
    XCTAssertEqual(TypeReference(text: "Optional<Color>").name, "Color")
    XCTAssertEqual(TypeReference(text: "Color").isOptional, false)
    XCTAssertEqual(TypeReference(text: "Binding<Bool>").name, "Binding")
    XCTAssertEqual(TypeReference(text: "[String: Int]").name, "Dictionary")
    XCTAssertEqual(TypeReference(text: "[Item]").name, "Array")
    XCTAssertNil(TypeReference(text: "some View").name)
    XCTAssertNil(TypeReference(text: "() -> Void").name)
    XCTAssertEqual(TypeReference(text: "Outer.Inner").name, "Outer.Inner")
    XCTAssertEqual(TypeReference(text: "Color").optional.text, "Color?")
    XCTAssertEqual(TypeReference(text: "Color?").unwrapped.text, "Color")
    let file = SourceFile(
      text: "let a: [String : Int] = [:]\nlet b: (() async throws -> Void)? = nil")
    let types = file.nodes(.typeAnnotation).map { $0.firstChild!.compactText }
    XCTAssertEqual(types, ["[String: Int]", "(() async throws -> Void)?"])
    // One token is its text as written, with no space added.
    let single = SourceFile(text: "let c: Caf\u{E9} = x\nlet d: /* note */ Int = 1")
    XCTAssertEqual(
      single.nodes(.typeAnnotation).map { $0.firstChild!.compactText }, ["Caf\u{E9}", "Int"])
  }

  /// A class whose first inherited name is a standard protocol has no superclass to give
  /// it members; an unknown first name may be one (`UIViewController`).
  func testStandardProtocolsListedFirstAreNoSuperclass() {
    let index = index([
      (
        "Models.swift",
        """
        final class Score: Comparable { static func < (a: Score, b: Score) -> Bool { true } }
        final class Tag: ExpressibleByStringLiteral { init(stringLiteral: String) {} }
        final class Row: CustomDebugStringConvertible { var debugDescription: String { "" } }
        final class Screen: UIViewController {}
        """
      )
    ])
    XCTAssertFalse(index.mayInheritUnknownMembers("Score"))
    XCTAssertFalse(index.mayInheritUnknownMembers("Tag"))
    XCTAssertFalse(index.mayInheritUnknownMembers("Row"))
    XCTAssertTrue(index.mayInheritUnknownMembers("Screen"))
    XCTAssertTrue(StandardProtocols.contains("ExpressibleByArrayLiteral"))
    XCTAssertFalse(StandardProtocols.contains("NSObject"))
  }
}
