import SwiftCST
import XCTest

@testable import MigrationKit

/// Members reached through conformances, stored properties typed by the value they start
/// with, and names bound by an enum case's payload.
final class ResolverInferenceTests: XCTestCase {
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

  private func types(ofArgumentsOf callee: String, in resolver: Resolver) -> [String?] {
    resolver.file.calls(named: callee)[0].arguments.map { resolver.type(of: $0.expression!)?.text }
  }

  // MARK: Loop variables

  func testALoopVariableHasItsDataElementTypeAndSoDoItsMembers() {
    let resolver = resolver([
      """
      struct NotesView: View {
        let notes: [Note]
        let first: Note
        let names: [String: Int]
        var body: some View {
          ForEach(notes, id: \\.text) { note in use(note, note.kind.tint, note.kind, first.kind) }
          ForEach(names.keys.sorted(), id: \\.self) { name in use(name) }
          for entry in notes { use(entry.text) }
        }
      }
      struct Note: Hashable {
        let kind: Kind
        let text: String
      }
      extension Note {
        enum Kind: Hashable {
          case status
          var tint: Color { .red }
        }
      }
      """
    ])
    XCTAssertEqual(resolver.type(of: node("note", in: resolver))?.text, "Note")
    // As a property of the same type says it.
    XCTAssertNotNil(resolver.type(of: node("note.kind", in: resolver)))
    XCTAssertEqual(
      resolver.type(of: node("note.kind", in: resolver)),
      resolver.type(of: node("first.kind", in: resolver)))
    XCTAssertEqual(resolver.type(of: node("note.kind.tint", in: resolver))?.text, "Color")
    XCTAssertEqual(resolver.type(of: node("entry.text", in: resolver))?.text, "String")
    // The data's element is not known (a dictionary's keys, sorted): no type.
    XCTAssertNil(resolver.type(of: node("name", in: resolver)))
  }

  /// A loop over an integer range (`0..<cards.count`, `1...3`) or an array's `indices`
  /// binds an `Int`, so `cards[index]` is an element; a set's indices are not `Int`s, and a
  /// bound of unknown type leaves the range's element unknown.
  func testALoopOverAnIntegerRangeOrArrayIndicesBindsAnInt() {
    let resolver = resolver([
      """
      struct DeckView: View {
        let cards: [Card]
        let tags: Set<String>
        var body: some View {
          ForEach(0..<cards.count, id: \\.self) { index in use(cards[index].title) }
          ForEach(cards.indices, id: \\.self) { position in use(position) }
          for step in 1...3 { use(step) }
          for tag in tags.indices { use(tag) }
          for mark in 0..<limit { use(mark) }
        }
      }
      struct Card {
        let title: String
      }
      """
    ])
    XCTAssertEqual(resolver.type(of: node("index", in: resolver))?.text, "Int")
    XCTAssertEqual(resolver.type(of: node("cards[index].title", in: resolver))?.text, "String")
    XCTAssertEqual(resolver.type(of: node("position", in: resolver))?.text, "Int")
    XCTAssertEqual(resolver.type(of: node("step", 1, in: resolver))?.text, "Int")
    XCTAssertNil(resolver.type(of: node("tag", 1, in: resolver)))
    XCTAssertNil(resolver.type(of: node("mark", 1, in: resolver)))
  }

  /// The value SwiftUI's `navigationDestination(for: Route.self)` gives its closure is a
  /// `Route` (trailing or `destination:`, named or `$0`); unknown when the run declares a
  /// `navigationDestination` on View of its own.
  func testANavigationDestinationValueHasTheTypeItIsFor() {
    let route = """
      enum Route: Hashable {
        case detail(Int)
        var title: String { "" }
      }
      """
    let screen = """
      struct Screen: View {
        var body: some View {
          Text("")
            .navigationDestination(for: Route.self) { route in use(route.title) }
            .navigationDestination(for: Route.self, destination: { use($0.title) })
        }
      }
      """
    let swiftUIs = resolver([screen, route])
    XCTAssertEqual(swiftUIs.type(of: node("route", in: swiftUIs))?.text, "Route")
    XCTAssertEqual(swiftUIs.type(of: node("route.title", in: swiftUIs))?.text, "String")
    XCTAssertEqual(swiftUIs.type(of: node("$0.title", in: swiftUIs))?.text, "String")
    let own = resolver([
      screen, route,
      """
      extension View {
        func navigationDestination<D>(for: D.Type, destination: (Int) -> some View) -> some View { self }
      }
      """,
    ])
    XCTAssertNil(own.type(of: node("route", in: own)))
  }

  /// `Tab.allCases` of a `CaseIterable` enum is the synthesized `[Tab]`, so
  /// `ForEach(Tab.allCases) { tab in … }` types `tab` and its members; a struct must declare
  /// its own, and an enum that is not `CaseIterable` has none.
  func testAllCasesOfACaseIterableEnumIsAnArrayOfIt() {
    let resolver = resolver([
      """
      struct TabBar: View {
        var body: some View {
          ForEach(Tab.allCases, id: \\.self) { tab in use(tab.tint) }
          use(Mode.allCases, Size.allCases, Plain.allCases, Pane.allCases)
        }
        enum Pane: CaseIterable { case left, right }
      }
      enum Tab: CaseIterable {
        case home, settings
        var tint: Color { .red }
      }
      enum Mode { case light, dark }
      extension Mode: CaseIterable {}
      struct Size: CaseIterable { static let allCases: [Size] = [] }
      enum Plain { case one }
      """
    ])
    XCTAssertEqual(resolver.type(of: node("Tab.allCases", in: resolver))?.text, "[Tab]")
    XCTAssertEqual(resolver.type(of: node("tab", in: resolver))?.text, "Tab")
    XCTAssertEqual(resolver.type(of: node("tab.tint", in: resolver))?.text, "Color")
    XCTAssertEqual(resolver.type(of: node("Mode.allCases", in: resolver))?.text, "[Mode]")
    XCTAssertEqual(resolver.type(of: node("Size.allCases", in: resolver))?.text, "[Size]")
    XCTAssertNil(resolver.type(of: node("Plain.allCases", in: resolver)))
    XCTAssertEqual(
      resolver.type(of: node("Pane.allCases", in: resolver))?.text, "[TabBar.Pane]")
  }

  /// A top-level variable and top-level functions of one name: the base of a member access
  /// is the variable, a call whose labels fit a function is that function (the variable's
  /// Color cannot be called), and a value where one is expected (`type(ofValue:)`) is the
  /// variable. Anywhere else, and with a callable variable, nothing is known.
  func testATopLevelVariableAndFunctionOfOneNameAreToldApartByTheirUse() {
    let resolver = resolver([
      """
      var accent: Color { .red }
      func accent(for level: Int) -> Color { .blue }
      let pick: (Int) -> Color = { _ in .red }
      func pick(at level: Int) -> Color { .blue }
      struct Badge: View {
        var body: some View {
          use(accent, accent.opacity(0.5), accent(for: 1), pick(at: 2), pick)
        }
      }
      """
    ])
    // `accent` before `.opacity`: a function has no members.
    let base = resolver.file.nodes(.declReferenceExpr).first {
      $0.text == "accent" && $0.parent?.kind == .memberAccessExpr
    }
    XCTAssertEqual(base.flatMap { resolver.type(of: $0) }?.text, "Color")
    XCTAssertEqual(
      resolver.type(of: resolver.file.calls(named: "accent")[0].node)?.text, "Color")
    // A bare value: either, as far as `type(of:)` knows; the variable where a value goes.
    XCTAssertNil(resolver.type(of: node("accent", in: resolver)))
    XCTAssertEqual(resolver.type(ofValue: node("accent", in: resolver))?.text, "Color")
    // A closure may be called too: which one `pick(at:)` calls is not known here.
    XCTAssertNil(resolver.type(of: resolver.file.calls(named: "pick")[0].node))
    XCTAssertNil(resolver.type(of: node("pick", 1, in: resolver)))
  }

  // MARK: Delegate adaptors

  func testADelegateAdaptorPropertyIsOfTheDelegateTypeItIsGiven() {
    let resolver = resolver([
      """
      struct JournalApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
        @NSApplicationDelegateAdaptor(Shell.Delegate.self) private var macDelegate
        @UIApplicationDelegateAdaptor var unnamed: Other
        @Wrapper(AppDelegate.self) var wrapped
        var body: some Scene { use(appDelegate, macDelegate, unnamed, wrapped) }
      }
      """
    ])
    XCTAssertEqual(resolver.type(of: node("appDelegate", in: resolver))?.text, "AppDelegate")
    XCTAssertEqual(resolver.type(of: node("macDelegate", in: resolver))?.text, "Shell.Delegate")
    XCTAssertEqual(resolver.type(of: node("unnamed", in: resolver))?.text, "Other")
    // Another wrapper's argument says nothing of its wrapped value.
    XCTAssertNil(resolver.type(of: node("wrapped", in: resolver)))
  }

  // MARK: Protocol extensions

  func testAMemberOfAProtocolExtensionIsFoundThroughTheConformances() {
    let resolver = resolver([
      """
      struct Badge: View, Themed {
        @ObservedObject var model: Model
        var body: some View {
          use(accent, self.accent, model.accent, model.label, model.ring, model.shade, model.wide)
        }
      }
      """,
      """
      protocol Themed {}
      extension Themed { var accent: Color { .red } }
      protocol Labelled: Named {}
      protocol Named { var label: String { get } }
      extension Named { var label: String { "" } }
      protocol Ringed { var ring: Int { get } }
      protocol Shaded {}
      extension Shaded { var shade: Color { .gray } }
      protocol Tinted {}
      extension Tinted { var shade: Color { .blue } }
      extension View { var wide: Bool { true } }
      final class Model: ObservableObject, Labelled, Ringed {}
      extension Model: Themed, Shaded, Tinted {}
      """,
    ])
    guard case .member(let accent) = resolver.resolve(node("accent", in: resolver)) else {
      return XCTFail("accent is Themed's, through Badge's conformance")
    }
    XCTAssertEqual(accent.containingType, "Themed")
    guard case .member(let own) = resolver.resolve(node("self.accent", in: resolver)) else {
      return XCTFail("self.accent")
    }
    XCTAssertEqual(own.containingType, "Themed")
    // Model conforms to Themed in an extension; to Named through Labelled; Named's
    // requirement and its default are one member, the default.
    guard case .member(let other) = resolver.resolve(node("model.accent", in: resolver)) else {
      return XCTFail("model.accent, a conformance added by an extension")
    }
    XCTAssertEqual(other.containingType, "Themed")
    guard case .member(let label) = resolver.resolve(node("model.label", in: resolver)) else {
      return XCTFail("model.label through an inherited protocol")
    }
    XCTAssertEqual(label.containingType, "Named")
    XCTAssertEqual(label.kind, .computedProperty)
    guard case .member(let ring) = resolver.resolve(node("model.ring", in: resolver)) else {
      return XCTFail("a requirement only: the name's type is the requirement's")
    }
    XCTAssertEqual(ring.containingType, "Ringed")
    // Two protocols Model conforms to both give `shade`: ambiguous, unknown.
    XCTAssertEqual(resolver.resolve(node("model.shade", in: resolver)), .unknown)
    // Model is no View: View's extension does not apply.
    XCTAssertEqual(resolver.resolve(node("model.wide", in: resolver)), .unknown)
    XCTAssertEqual(
      types(ofArgumentsOf: "use", in: resolver),
      ["Color", "Color", "Color", "String", "Int", nil, nil])
  }

  func testAClassThatMayInheritTheNameFromOutsideTheRunStaysUnknown() {
    let resolver = resolver([
      """
      final class Controller: UIViewController, Themed {
        func show() { use(accent, self.accent) }
      }
      struct Plain: Themed {
        var accent: Int
        func show() { use(accent) }
      }
      protocol Themed {}
      extension Themed { var accent: Color { .red } }
      """
    ])
    XCTAssertEqual(resolver.resolve(node("accent", in: resolver)), .unknown)
    XCTAssertEqual(resolver.resolve(node("self.accent", in: resolver)), .unknown)
    // The type's own member wins over the protocol's.
    let plain = resolver.file.calls(named: "use")[1].arguments[0].expression!
    guard case .member(let own) = resolver.resolve(plain) else {
      return XCTFail("Plain.accent")
    }
    XCTAssertEqual(own.containingType, "Plain")
  }

  // MARK: Stored properties typed by their initial value

  func testAStoredPropertyTakesTheTypeOfTheReferenceItStartsWith() {
    let resolver = resolver([
      """
      struct Picker: View {
        @State private var color = kDefaultColor
        @State private var other = kInferredColor
        @State private var themed = Theme.defaultColor
        @State private var literal = Theme.count
        @State private var tab = Tab.home
        @State private var system = Color.red
        @State private var shared = Theme.shared.accent
        @State private var optional = kMaybe
        @State private var unknown = kUnknown
        @State private var twice = kTwice
        @State private var function = makeColor
        @State private var chained = kChained
        var body: some View {
          use(color, other, themed, literal, tab, system, shared, optional, unknown, twice, function, chained)
        }
      }
      """,
      """
      let kDefaultColor: Color = .blue
      let kInferredColor = Color.red
      let kMaybe: Color? = nil
      let kTwice = 1
      var kTwice = 2
      let kChained = kInferredColor
      func makeColor() -> Color { .red }
      enum Tab { case home, settings }
      struct Theme {
        static let defaultColor = Color.green
        static let count = 3
        static let shared = Theme()
        var accent: Color = .pink
      }
      """,
    ])
    XCTAssertEqual(
      types(ofArgumentsOf: "use", in: resolver),
      [
        "Color", "Color", "Color", "Int", "Tab", "Color", "Color", "Color?", nil, nil, nil,
        "Color",
      ])
  }

  /// Inside a type, a name is the type's (or an outer type's) member before a top-level
  /// one; an instance member cannot start a stored property, so it types nothing.
  func testTheReferenceIsLookedUpFromTheDeclaringType() {
    let resolver = resolver([
      """
      struct Screen: View {
        static let base = Color.red
        static var tone = base
        var shade = Color.blue
        var copy = shade
        var body: some View { use(Self.tone, copy) }
      }
      let base = 1
      """
    ])
    XCTAssertEqual(types(ofArgumentsOf: "use", in: resolver), ["Color", nil])
  }

  /// A method call on the reference gives the method's result: a known one of a SwiftUI
  /// type (`opacity` of Color), or the run's own; a trailing closure, an unknown method or
  /// overloads of two result types give nothing.
  func testAMethodCalledOnTheReferenceGivesItsResult() {
    let resolver = resolver([
      """
      struct Card: View {
        var faded = Color.white.opacity(0.5)
        var soft = Palette.soft
        var dimmed = Palette.ink.dimmed(by: 2)
        var label = Palette.ink.describe()
        var either = Palette.ink.pick()
        var closure = Palette.ink.map { $0 }
        var unknown = Color.white.blended(0.5)
        var call = makeColor().opacity(0.5)
        var body: some View { use(faded, soft, dimmed, label, either, closure, unknown, call) }
      }
      """,
      """
      enum Palette {
        static let ink = Color.black
        static let soft = Color.black.opacity(0.4)
      }
      func makeColor() -> Color { .red }
      extension Color {
        func dimmed(by factor: Double) -> Color { self }
        func describe() -> String { "" }
        func pick() -> Color { self }
        func pick(_ other: Int) -> String { "" }
      }
      """,
    ])
    XCTAssertEqual(
      types(ofArgumentsOf: "use", in: resolver),
      ["Color", "Color", "Color", "String", nil, nil, nil, nil])
  }

  // MARK: Enum case payloads

  private let routes = """
    enum Route {
      case detail(Model)
      case pair(first: Model, second: Int)
      case nested(Route)
      case none
    }
    final class Model: ObservableObject {}
    """

  func testANameBoundByACasePayloadHasThePayloadsType() {
    let resolver = resolver([
      """
      struct Root: View {
        let route: Route
        let maybe: Route?
        var body: some View {
          switch route {
          case .detail(let model): use(model)
          case .pair(let first, let second): use(first, second)
          case let .pair(first: a, second: b): use(a, b)
          case .pair(second: let c, first: let d): use(c, d)
          case .nested(.detail(let inner)): use(inner)
          default: EmptyView()
          }
          if case let .detail(model) = route { use(model) }
          if case .pair(_, let count) = route { use(count) }
          if case .detail(let model)? = maybe { use(model) }
          switch other { case .detail(let model): use(model) }
        }
      }
      """,
      routes,
    ])
    let calls = resolver.file.calls(named: "use")
    let types = calls.map { call in
      call.arguments.map { resolver.type(of: $0.expression!)?.text ?? "nil" }.joined(separator: ",")
    }
    XCTAssertEqual(
      types,
      [
        "Model", "Model,Int", "Model,Int", "nil,nil", "Model", "Model", "Int", "Model", "nil",
      ])
  }

  /// A property with methods of the same base name (`var layout` beside `func layout(_:)`):
  /// a reference that is not called is the property; a call is never the property's (the
  /// name stays ambiguous there, as before).
  func testANameNotCalledIsThePropertyBesideMethodsOfThatName() {
    let resolver = resolver([
      """
      final class Holder {}
      struct Panes {
        private var layout: Holder
        func layout(_ layout: Holder) -> Panes { self }
        func show() { use(layout, self.layout, layout(Holder()), self.layout(Holder())) }
      }
      """
    ])
    XCTAssertEqual(
      types(ofArgumentsOf: "use", in: resolver), ["Holder", "Holder", nil, nil])
  }
}
