import SwiftCST
import XCTest

@testable import MigrationKit

/// Nested types are named by their qualified path: `ViewModel` written inside `HistoryView`
/// (or an extension of it) is `HistoryView.ViewModel`, and two views' `ViewModel`s stay apart.
final class NestedTypeIdentityTests: XCTestCase {
  private let historyView = """
    struct HistoryView: View {
      @StateObject private var viewModel = ViewModel()
      var body: some View {
        Text(viewModel.title).task { viewModel.load() }
      }
    }
    """
  private let historyViewModel = """
    extension HistoryView {
      class ViewModel: ObservableObject {
        @Published var title = ""
        @Published var error: Error?
      }
    }
    extension HistoryView.ViewModel {
      func load() {}
    }
    """
  private let mangaView = """
    struct MangaView: View {
      @ObservedObject var viewModel: ViewModel
      let other: HistoryView.ViewModel
      var body: some View {
        Text(viewModel.title + other.title)
      }
    }
    extension MangaView {
      final class ViewModel: ObservableObject {
        @Published var title = ""
        var pages: Int = 0
      }
    }
    """
  /// A top-level `ViewModel` too, and a nested name declared twice.
  private let others = """
    class ViewModel { var shared = 1 }
    struct Row { var height = 1 }
    enum Outer {
      struct Row { var width = 1 }
    }
    extension Outer {
      struct Row { var depth = 1 }
      static func make(row: Row) -> Int { row.depth }
    }
    """

  private func files() -> [SourceFile] {
    [historyView, historyViewModel, mangaView, others].map { SourceFile(text: $0) }
  }

  private func index(_ sources: [SourceFile]) -> SemanticIndex {
    SemanticIndex(
      files: sources.enumerated().map {
        FileDeclarations(file: $0.element, path: "F\($0.offset).swift")
      })
  }

  func testANameWrittenInsideATypeNamesItsNestedTypeThenOuterThenTopLevelOnes() {
    let index = index(files())
    XCTAssertEqual(
      index.lookUpType(named: "ViewModel", inside: "HistoryView"),
      .declared(qualifiedName: "HistoryView.ViewModel"))
    XCTAssertEqual(
      index.lookUpType(named: "ViewModel", inside: "HistoryView.ViewModel"),
      .declared(qualifiedName: "HistoryView.ViewModel"))
    XCTAssertEqual(
      index.lookUpType(named: "ViewModel", inside: "MangaView"),
      .declared(qualifiedName: "MangaView.ViewModel"))
    XCTAssertEqual(
      index.lookUpType(named: "ViewModel", inside: "Row"), .declared(qualifiedName: "ViewModel"))
    XCTAssertEqual(
      index.lookUpType(named: "ViewModel", inside: nil), .declared(qualifiedName: "ViewModel"))
    XCTAssertEqual(
      index.lookUpType(named: "HistoryView.ViewModel", inside: "MangaView"),
      .declared(qualifiedName: "HistoryView.ViewModel"))
    XCTAssertEqual(
      index.lookUpType(named: "Outer.Row", inside: nil), .ambiguous(qualifiedName: "Outer.Row"))
    XCTAssertEqual(
      index.lookUpType(named: "Row", inside: "Outer"), .ambiguous(qualifiedName: "Outer.Row"))
    XCTAssertEqual(
      index.lookUpType(named: "Row", inside: "MangaView"), .declared(qualifiedName: "Row"))
    XCTAssertEqual(index.lookUpType(named: "String", inside: "MangaView"), .undeclared)
    XCTAssertEqual(index.lookUpType(named: "Text", inside: nil), .undeclared)
    // It agrees with `type(named:inside:)`, which builds the type.
    XCTAssertEqual(index.type(named: "ViewModel", inside: "MangaView")?.kind, .class)
    XCTAssertEqual(
      index.type(named: "ViewModel", inside: "HistoryView")?.inheritance, ["ObservableObject"])
    XCTAssertNil(index.type(named: "Row", inside: "Outer"))
    // Each class keeps its own members, its extensions' included.
    XCTAssertEqual(index.members(named: "load", in: "HistoryView.ViewModel").count, 1)
    XCTAssertEqual(index.members(named: "load", in: "MangaView.ViewModel").count, 0)
    XCTAssertEqual(index.members(named: "pages", in: "MangaView.ViewModel").count, 1)
    XCTAssertEqual(index.members(named: "pages", in: "HistoryView.ViewModel").count, 0)
  }

  func testTheNestedTypesOfTwoModulesStayApart() {
    let sources = files()
    let index = SemanticIndex(files: [
      FileDeclarations(file: sources[1], path: "A/F1.swift", module: "A"),
      FileDeclarations(file: sources[2], path: "B/F2.swift", module: "B"),
    ])
    XCTAssertEqual(
      index.seen(from: "A").lookUpType(named: "ViewModel", inside: "HistoryView"),
      .declared(qualifiedName: "HistoryView.ViewModel"))
    // Internal to A: not visible from B.
    XCTAssertEqual(
      index.seen(from: "B").lookUpType(named: "ViewModel", inside: "HistoryView"), .undeclared)
  }

  /// The node of the `occurrence`th member access or name whose text is `text`.
  private func node(_ text: String, _ occurrence: Int = 0, in file: SourceFile) -> Syntax {
    (file.nodes(.declReferenceExpr) + file.nodes(.memberAccessExpr))
      .filter { $0.text == text }
      .sorted { $0.range.lowerBound < $1.range.lowerBound }[occurrence]
  }

  func testTheResolverReadsMembersOfTheNestedTypeAPropertyNames() {
    let sources = files()
    let index = index(sources)
    let history = Resolver(file: sources[0], index: index)
    XCTAssertEqual(
      history.type(of: node("viewModel", in: sources[0]))?.name, "HistoryView.ViewModel")
    guard case .member(let load) = history.resolve(node("viewModel.load", in: sources[0])) else {
      return XCTFail("load of HistoryView.ViewModel, declared in an extension of it")
    }
    XCTAssertEqual(load.containingType, "HistoryView.ViewModel")
    guard case .member(let title) = history.resolve(node("viewModel.title", in: sources[0])) else {
      return XCTFail("title of HistoryView.ViewModel")
    }
    XCTAssertEqual(title.path, "F1.swift")

    let manga = Resolver(file: sources[2], index: index)
    XCTAssertEqual(manga.type(of: node("viewModel", in: sources[2]))?.name, "MangaView.ViewModel")
    XCTAssertEqual(manga.type(of: node("other", in: sources[2]))?.name, "HistoryView.ViewModel")
    guard case .member(let mangaTitle) = manga.resolve(node("viewModel.title", in: sources[2]))
    else { return XCTFail("title of MangaView.ViewModel") }
    XCTAssertEqual(mangaTitle.containingType, "MangaView.ViewModel")
    guard case .member(let otherTitle) = manga.resolve(node("other.title", in: sources[2])) else {
      return XCTFail("title of HistoryView.ViewModel, written out")
    }
    XCTAssertEqual(otherTitle.containingType, "HistoryView.ViewModel")

    // `Row` inside `Outer` is declared twice there: unknown, not the top-level `Row`.
    let outer = Resolver(file: sources[3], index: index)
    XCTAssertNil(outer.type(of: node("row", in: sources[3])))
    XCTAssertEqual(outer.resolve(node("row.depth", in: sources[3])), .unknown)
  }
}
