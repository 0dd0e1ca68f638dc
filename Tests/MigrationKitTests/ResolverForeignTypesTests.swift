import SwiftCST
import XCTest

@testable import MigrationKit

/// `foreignConstruction(heading:)`: the type of another module a chain starts by
/// constructing; `implicitMemberType(of:expecting:)`: the type of `.name(…)` where a known
/// type is expected.
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

  /// Inside `extension Alias` (`typealias Alias = Outer.Inner`), names are looked up in the
  /// aliased type and the types around it, so types of the run found there are not taken
  /// for another module's; an alias of a type the run does not declare still hides them.
  func testNamesInAnExtensionOfAnAliasAreThoseOfTheAliasedType() {
    let resolver = resolver(
      """
      import SwiftUI

      struct Album: View {
        var body: some View { Text("a") }
      }
      extension Album {
        struct Detail: View { var body: some View { Text("d") } }
        struct Photos: View { var body: some View { Text("p") } }
      }
      struct TagEditor: View { var body: some View { Text("t") } }

      private typealias Detail = Album.Detail
      typealias Page = SomeKit.Page

      extension Detail {
        var sheets: some View {
          VStack {
            Photos().accentColor(.red)
            Album.Photos().accentColor(.red)
            TagEditor().accentColor(.red)
          }
        }
      }

      extension Page {
        var sheets: some View { TagEditor().accentColor(.red) }
      }
      """)
    XCTAssertEqual(
      receivers(resolver).map { resolver.foreignConstruction(heading: $0) },
      [nil, nil, nil, "TagEditor"])
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
            VideoPlayer(player: player).accentColor(.purple)
            Map(position: $position).accentColor(.purple)
            Chart(points).accentColor(.purple)
          }
        }
        func makeCard() -> Card { Card() }
      }

      // A project's own view named like a framework's is the project's.
      struct Chart: View {
        init(_ points: [Int]) {}
        var body: some View { Text("c") }
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
      [
        "SafariView", "SafariView", "BrowserKit.Reader", "-", "-", "-", "Sheet", "-", "-", "-",
        // AVKit's and MapKit's SwiftUI views have no members of their own.
        "-", "-", "-",
      ])
  }

  func testStaticFunctionsOfAnExtensionGiveTheirResultWhereTheTypeIsExpected() {
    let resolver = resolver(
      """
      import SwiftUI

      enum Palette {
        static let danger: Color = .red
      }

      // An extension of a type of another module may inherit names from it: the value of
      // `alert` is not followed (`Palette` might be one of Color's own members).
      extension Color {
        static let alert = Palette.danger
        static func textColor(for level: Int) -> Color { .red }
        static func tone(_ level: Int) -> Color? { nil }
        static func mixed(_ level: Int) -> Color { .red }
        static func mixed(_ name: String, dark: Bool) -> Color? { nil }
        static func same() -> Self { .red }
        static let brand = Color("Brand")
        static var maybe: Color? { nil }
        func shade(for level: Int) -> Color { self }
      }

      struct Row: View {
        var body: some View {
          VStack {
            Text("a").foregroundColor(.textColor(for: 1))
            Text("a").foregroundColor(.tone(1))
            Text("a").foregroundColor(.mixed(1))
            Text("a").foregroundColor(.mixed("a", dark: true))
            Text("a").foregroundColor(.same())
            Text("a").foregroundColor(.brand)
            Text("a").foregroundColor(.maybe)
            Text("a").foregroundColor(.shade(for: 1))
            Text("a").foregroundColor(.textColor)
            Text("a").foregroundColor(.brand())
            Text("a").foregroundColor(.textColor(level: 1))
            Text("a").foregroundColor(.red)
            Text("a").foregroundColor(Color.textColor(for: 1))
            Text("a").foregroundColor(.alert)
          }
        }
      }
      """)
    let arguments = resolver.file.nodes(.functionCallExpr).compactMap { node -> Syntax? in
      guard let call = FunctionCall(node), call.memberAccess?.name == "foregroundColor" else {
        return nil
      }
      return call.arguments.first?.expression
    }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    XCTAssertEqual(
      arguments.map { resolver.implicitMemberType(of: $0, expecting: "Color")?.text ?? "-" },
      [
        "Color", "Color?", "Color", "Color?", "Color", "Color", "Color?", "-", "-", "-", "-", "-",
        "-", "-",
      ])
  }

  /// `implicitChainType(of:expecting:)`: `.brand.orange` is `orange` of the type of
  /// `Color.brand`; a call, an optional link or an undeclared member gives nothing.
  func testImplicitMemberChainsGiveTheLastMembersType() {
    let resolver = resolver(
      """
      import SwiftUI

      extension Color {
        static let brand = Brand()
        static var maybe: Brand? { nil }

        struct Brand {
          let orange = Color(red: 0.8, green: 0.4, blue: 0)
          var accent: Color? { nil }
          let shades = Shades()
          func tone() -> Color { .red }
        }

        struct Shades {
          let dark: Color = .black
        }
      }

      struct Row: View {
        var body: some View {
          VStack {
            Text("a").foregroundColor(.brand.orange)
            Text("a").foregroundColor(.brand.accent)
            Text("a").foregroundColor(.brand.shades.dark)
            Text("a").foregroundColor(.brand.tone())
            Text("a").foregroundColor(.maybe?.orange)
            Text("a").foregroundColor(.brand.unknown)
            Text("a").foregroundColor(.brand)
          }
        }
      }
      """)
    let arguments = resolver.file.nodes(.functionCallExpr).compactMap { node -> Syntax? in
      guard let call = FunctionCall(node), call.memberAccess?.name == "foregroundColor" else {
        return nil
      }
      return call.arguments.first?.expression
    }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    XCTAssertEqual(
      arguments.map { resolver.implicitChainType(of: $0, expecting: "Color")?.text ?? "-" },
      ["Color", "Color?", "Color", "-", "-", "-", "-"])
  }
}
