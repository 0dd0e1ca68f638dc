import SwiftCST
import XCTest

@testable import MigrationKit

/// Names bound by type-casting patterns, and the results of calling closure-typed values.
final class ResolverPatternTests: XCTestCase {
  /// A resolver over `files` (the first is the one resolved in).
  private func resolver(_ files: [String]) -> Resolver {
    let sources = files.map { SourceFile(text: $0) }
    let declarations = sources.enumerated().map {
      FileDeclarations(file: $0.element, path: "F\($0.offset).swift")
    }
    return Resolver(file: sources[0], index: SemanticIndex(files: declarations))
  }

  /// The types of the arguments of every call of `callee`, in order.
  private func types(ofArgumentsOf callee: String, in resolver: Resolver) -> [String?] {
    resolver.file.calls(named: callee).flatMap { call in
      call.arguments.map { resolver.type(of: $0.expression!)?.text }
    }
  }

  func testACastingPatternGivesItsBindingTheType() {
    let resolver = resolver([
      """
      enum Action { case copy(Any) }
      struct Picker {
        func handle(_ value: Any, _ values: [Any], _ action: Action) {
          switch value {
          case let word as String: use(word)
          case let (x, y) as (Int, Double): use(x, y)
          case var shade as Color where shade != .red: use(shade)
          case let maybe as Color?: use(maybe)
          case let other: use(other)
          }
          if case let number as Int = value { use(number) }
          for case let label as Text in values { use(label) }
          switch action {
          case .copy(let payload as String): use(payload)
          }
          do {
            try run()
          } catch let failure as PickError {
            use(failure)
          } catch {
            use(error)
          }
        }
      }
      """
    ])
    XCTAssertEqual(
      types(ofArgumentsOf: "use", in: resolver),
      [
        "String", "Int", "Double", "Color", "Color?", nil, "Int", "Text", "String", "PickError",
        "Error",
      ])
  }

  func testACastExpressionHasItsType() {
    // `y as? T` is optional, `y as! T` is T, `y is T` is a Bool.
    let resolver = resolver([
      """
      struct Picker {
        func handle(_ value: Any) {
          if let word = value as? String { use(word) }
          let forced = value as! Int
          let flag = value is Int
          use(forced, flag, value as? Color, (value as? Color) ?? .red)
        }
      }
      """
    ])
    XCTAssertEqual(
      types(ofArgumentsOf: "use", in: resolver), ["String", "Int", "Bool", "Color?", nil])
  }

  func testCallingAClosureValueGivesItsResultType() {
    let resolver = resolver([
      """
      struct Sheet {
        let makeSentinel: () -> Sentinel
        var onPick: ((Item) -> Model)?
        var style: @Sendable () async throws -> Color
        var curried: (Int) -> (Int) -> Badge
        var maybeOptional: () -> Color?
        var model: Owner?
        func show(build: (Int) -> Row, later: @escaping () -> Text, item: Item) async throws {
          let local: (String) -> Banner = { Banner($0) }
          use(makeSentinel(), self.makeSentinel(), onPick?(item), onPick!(item))
          use(try await style(), curried(1), curried(1)(2), maybeOptional())
          use(build(1), later(), local("a"), model?.make(), model!.make())
        }
      }
      struct Owner { var make: () -> Sentinel }
      struct Sentinel {}
      """
    ])
    XCTAssertEqual(
      types(ofArgumentsOf: "use", in: resolver),
      [
        "Sentinel", "Sentinel", "Model?", "Model",
        "Color", "(Int) -> Badge", "Badge", "Color?",
        "Row", "Text", "Banner", "Sentinel?", "Sentinel",
      ])
  }

  func testCallingAValueThatIsNoClosureOrAnOptionalOneUnchainedIsUnknown() {
    let resolver = resolver([
      """
      struct Sheet {
        var onPick: ((Item) -> Model)?
        var count: Int
        var callable: Handler
        func show(item: Item) {
          use(onPick(item), count(), callable(item))
        }
      }
      """
    ])
    XCTAssertEqual(types(ofArgumentsOf: "use", in: resolver), [nil, nil, nil])
  }

  func testStaticFunctionValuesExistentialsAndGenericParametersAreTyped() {
    let resolver = resolver([
      """
      extension Color {
        static func shade(_ level: Int) -> Color { .gray }
        static func maybeShade(_ level: Int) -> Color? { nil }
        static let warning = Color.shade(2)
        static let maybeWarning = Color.maybeShade(2)
      }
      enum Palette {
        static let calm = Color.shade(0)
        static let own = Palette.make()
        static func make() -> Self { .init() }
      }
      extension Date {
        static let stale = Color.shade(0)
      }
      protocol Themed {
        var accent: Color { get }
      }
      extension Themed {
        var muted: Color { accent.opacity(0.5) }
      }
      struct Row<Theme: Themed, Other>: View {
        let theme: any Themed
        let opaque: some Themed
        let typed: Theme
        let other: Other
        let maybe: (any Themed)?
        var body: some View {
          use(Color.warning, Color.maybeWarning, Palette.calm, Palette.own, Date.stale)
          use(theme.accent, opaque.accent, typed.accent, typed.muted, maybe?.accent, other.accent)
        }
      }
      """
    ])
    XCTAssertEqual(
      types(ofArgumentsOf: "use", in: resolver),
      [
        "Color", "Color?", "Color", "Palette", nil,
        "Color", "Color", "Color", "Color", "Color?", nil,
      ])
  }
}
