import SwiftCST
import XCTest

@testable import MigrationKit

/// The modifiers a run adds to views: to every view, or to Text or Image only.
final class ResolverModifierMethodsTests: XCTestCase {
  func testTextAndImageMethodsAreModifiersAndAnotherViewsNameIsOverloaded() {
    let file = SourceFile(
      text: """
        extension View {
          func card() -> some View { padding() }
          func hero() -> some View { padding() }
          static func make() -> some View { EmptyView() }
        }
        extension Text {
          func caption() -> some View { font(.caption) }
          func hero() -> some View { font(.largeTitle) }
          var plain: Text { self }
        }
        extension Image {
          func icon() -> some View { resizable().frame(width: 16, height: 16) }
        }
        extension Label {
          func tag() -> some View { padding() }
        }
        extension TextField {
          func caption() -> some View { font(.caption) }
        }
        """)
    let index = SemanticIndex(files: [FileDeclarations(file: file, path: "F0.swift")])
    let resolver = Resolver(file: file, index: index)
    let counts = ["card", "caption", "icon", "hero", "make", "plain", "tag", "unknown"].map {
      resolver.viewExtensionMethods(named: $0).count
    }
    // `caption` is declared for TextField too: which one a call reaches depends on its receiver.
    XCTAssertEqual(counts, [1, 2, 1, 2, 0, 0, 0, 0])
  }
}
