import SwiftCST
import XCTest

@testable import MigrationKit

/// Conditions whose value is fixed for the run of the program.
final class ResolverConstantTests: XCTestCase {
  func testStaticAndTopLevelLetsAreConstantAndVarsAndInputsAreNot() {
    let file = SourceFile(
      text: """
        let kBanner = false
        var gBanner = false
        enum Features {
          static let compact = true
          static var adjustable = false
          static let current = Settings()
          static let box = Box()
        }
        struct Settings { let roomy = true; var wide = false }
        final class Box { var open = false; let shut = true }
        struct Row: View {
          static let tips = false
          let title: Bool
          @State private var on = false
          var body: some View {
            use(
              kBanner, gBanner, Features.compact, Features.adjustable, Self.tips,
              !Features.compact, Features.compact && kBanner, Features.compact && on,
              (Features.compact), Features.current.roomy, Features.box.shut, Features.box.open,
              title, self.title, on, true, Features.compact == true, unknown)
          }
        }
        """)
    let resolver = Resolver(
      file: file, index: SemanticIndex(files: [FileDeclarations(file: file, path: "A.swift")]))
    let arguments = file.calls(named: "use")[0].arguments.map { $0.expression! }
    XCTAssertEqual(
      arguments.map { resolver.isConstant($0) },
      [
        true, false, true, false, true,
        true, true, false,
        true, true, true, false,
        false, false, false, true, false, false,
      ])
  }
}
