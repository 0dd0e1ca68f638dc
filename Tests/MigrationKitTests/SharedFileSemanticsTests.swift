import Foundation
import SwiftCST
import TestSupport
import XCTest

@testable import MigrationKit

/// A file two modules compile (`Shared/CartRow.swift`, in the app `Cart` and its widget
/// extension `CartWidget` of `Fixtures/Projects/SharedSemantics`) asks the semantic index in
/// both: an answer stands when both modules give it, else it is the question's unknown.
final class SharedFileSemanticsTests: XCTestCase {
  private struct Run {
    var index: SemanticIndex
    var model: ProjectModel
    var folder: TemporaryFolder
    var files: [String: SourceFile]

    /// The index as the file at `path` (relative to the project) sees it.
    func seen(by path: String) -> SemanticIndex {
      let modules = model.placement(of: folder.path + "/SharedSemantics/" + path)!.semanticModules
      return index.seen(from: modules[0], alsoCompiledBy: Array(modules.dropFirst()))
    }
  }

  private func loaded() throws -> Run {
    let folder = TemporaryFolder()
    try FileManager.default.copyItem(
      atPath: TestSupport.Paths.fixtures.path + "/Projects/SharedSemantics",
      toPath: folder.path + "/SharedSemantics")
    let walk = FileWalker(currentDirectory: folder.path).walk(["SharedSemantics"])
    let model = ProjectDiscovery.model(
      starts: [folder.path + "/SharedSemantics"], found: walk.projectFiles,
      currentDirectory: folder.path)
    var declarations: [FileDeclarations] = []
    var files: [String: SourceFile] = [:]
    for path in ["App/CartItem.swift", "Shared/CartRow.swift", "Widget/CartItem.swift"] {
      let location = folder.path + "/SharedSemantics/" + path
      let source = SourceFile(bytes: try FileIO.read(location))
      files[path] = source
      let modules = try XCTUnwrap(model.placement(of: location)).semanticModules
      declarations.append(
        FileDeclarations(
          file: source, path: path, module: modules[0], otherModules: Array(modules.dropFirst())))
    }
    return Run(
      index: SemanticIndex(files: declarations, testableModule: { _, _ in nil }), model: model,
      folder: folder, files: files)
  }

  func testTheSharedFileIsInBothModulesTheAppFirst() throws {
    let run = try loaded()
    let placement = try XCTUnwrap(
      run.model.placement(of: run.folder.path + "/SharedSemantics/Shared/CartRow.swift"))
    XCTAssertEqual(placement.modules.map { run.model.modules[$0].name }, ["Cart", "CartWidget"])
  }

  /// `seen(fromFileAt:)` names the modules compiling the run's file at a path, its own first;
  /// a path that is no file of the run leaves the index as it is.
  func testTheIndexSeenFromAFileAtAPathIsSeenFromItsModules() throws {
    let run = try loaded()
    let shared = run.index.seen(from: "Cart").seen(fromFileAt: "Shared/CartRow.swift")
    XCTAssertEqual(shared.module, run.seen(by: "Shared/CartRow.swift").module)
    XCTAssertEqual(shared.otherModules, run.seen(by: "Shared/CartRow.swift").otherModules)
    XCTAssertEqual(shared.otherModules.count, 1)
    let widget = run.index.seen(from: "Cart").seen(fromFileAt: "Widget/CartItem.swift")
    XCTAssertEqual(widget.module, run.seen(by: "Widget/CartItem.swift").module)
    XCTAssertEqual(widget.otherModules, [])
    let elsewhere = run.index.seen(from: "Cart").seen(fromFileAt: "Widget/Missing.swift")
    XCTAssertEqual(elsewhere.module, "Cart")
  }

  /// `WidgetTheme` is declared in the widget's other files only: seen from the app alone it
  /// was undeclared (a type of another module); in the shared file it is ambiguous.
  func testATypeOfTheSecondModuleOnlyIsNotKnownForTheSharedFile() throws {
    let run = try loaded()
    let shared = run.seen(by: "Shared/CartRow.swift")
    XCTAssertEqual(
      shared.lookUpType(named: "WidgetTheme", inside: "CartRow"),
      .ambiguous(qualifiedName: "WidgetTheme"))
    XCTAssertNil(shared.type(named: "WidgetTheme"))
    XCTAssertEqual(shared.members(named: "count", in: "WidgetTheme"), [])
    // Each module alone answers as before.
    let app = run.seen(by: "App/CartItem.swift")
    XCTAssertEqual(app.lookUpType(named: "WidgetTheme", inside: nil), .undeclared)
    let widget = run.seen(by: "Widget/CartItem.swift")
    XCTAssertEqual(
      widget.lookUpType(named: "WidgetTheme", inside: nil),
      .declared(qualifiedName: "WidgetTheme"))
    XCTAssertEqual(
      widget.members(named: "count", in: "WidgetTheme").map(\.path),
      [
        "Widget/CartItem.swift"
      ])
  }

  /// `Palette` and `CartItem` are declared once in each module's other files: two types, so
  /// the shared file's `Palette.accent` and `item.title` mean one thing in neither.
  func testATypeEachModuleDeclaresItselfIsNotKnownForTheSharedFile() throws {
    let run = try loaded()
    let shared = run.seen(by: "Shared/CartRow.swift")
    XCTAssertNil(shared.type(named: "Palette"))
    // The name is the same in both: what it names is not.
    XCTAssertEqual(
      shared.lookUpType(named: "Palette", inside: "CartRow"),
      .declared(qualifiedName: "Palette"))
    XCTAssertEqual(shared.members(named: "accent", in: "Palette"), [])
    XCTAssertEqual(shared.members(named: "title", in: "CartItem"), [])
    let app = run.seen(by: "App/CartItem.swift")
    XCTAssertEqual(app.type(named: "Palette")?.kind, .enum)
    XCTAssertEqual(app.members(named: "accent", in: "Palette").map(\.path), ["App/CartItem.swift"])
    // The resolver says so: the member's type is not known, nor what the name refers to.
    let source = try XCTUnwrap(run.files["Shared/CartRow.swift"])
    let resolver = Resolver(file: source, index: shared)
    let access = try XCTUnwrap(
      source.nodes(.memberAccessExpr).first { $0.text == "Palette.accent" })
    let base = try XCTUnwrap(access.firstChild)
    XCTAssertEqual(resolver.resolve(base), .unknown)
    XCTAssertNil(resolver.type(of: access))
    let title = try XCTUnwrap(source.nodes(.memberAccessExpr).first { $0.text == "item.title" })
    XCTAssertEqual(resolver.resolve(title), .unknown)
    XCTAssertNil(resolver.type(of: title))
  }

  /// What both modules give stands: the shared file's own type and its members. A member
  /// only the app's extension adds is not known, and the type may then have members the
  /// index cannot tell.
  func testWhatBothModulesGiveStands() throws {
    let run = try loaded()
    let shared = run.seen(by: "Shared/CartRow.swift")
    XCTAssertEqual(shared.type(named: "CartRow")?.kind, .struct)
    XCTAssertEqual(shared.type(named: "CartRow")?.inheritance, ["View"])
    XCTAssertEqual(
      shared.lookUpType(named: "CartRow", inside: nil), .declared(qualifiedName: "CartRow"))
    XCTAssertEqual(
      shared.members(named: "item", in: "CartRow").map(\.path),
      [
        "Shared/CartRow.swift"
      ])
    XCTAssertEqual(shared.members(named: "subtitle", in: "CartRow"), [])
    XCTAssertEqual(shared.members(of: "CartRow"), [])
    XCTAssertTrue(shared.mayInheritUnknownMembers("CartRow"))
    let app = run.seen(by: "App/CartItem.swift")
    // In path order: `App/CartItem.swift`'s extension first.
    XCTAssertEqual(app.members(of: "CartRow").map(\.name), ["subtitle", "item", "body"])
    XCTAssertFalse(app.mayInheritUnknownMembers("CartRow"))
    // Inside the type, `item` is its member in both.
    let source = try XCTUnwrap(run.files["Shared/CartRow.swift"])
    let resolver = Resolver(file: source, index: shared)
    let item = try XCTUnwrap(source.nodes(.declReferenceExpr).first { $0.text == "item" })
    guard case .member(let member) = resolver.resolve(item) else {
      return XCTFail("\(resolver.resolve(item))")
    }
    XCTAssertEqual(member.name, "item")
    XCTAssertEqual(member.type?.text, "CartItem")
  }
}
