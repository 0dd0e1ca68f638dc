import Foundation
import Migrations
import SwiftCST
import TestSupport
import XCTest

@testable import MigrationKit

/// Generated code is parsed for the index without the function and accessor bodies no
/// reader of the index needs (`GeneratedCodeBodies`). These tests hold every reader to
/// that: on every fixture, parsed as if it were generated, the declarations, product facts,
/// helper names and every migration's first-pass facts are those of the whole parse.
final class GeneratedCodeBodiesTests: XCTestCase {
  private let indexing = allMigrations.filter { $0.usesProjectIndex || $0.usesSemanticIndex }

  private var plan: GeneratedCodeBodies? {
    GeneratedCodeBodies(indexing: indexing, helperSymbols: allMigrations.flatMap(\.helperSymbols))
  }

  /// A migration of the registry that records facts says what they read in bodies; with
  /// one that did not (nil), no body of generated code would be left unparsed.
  func testEveryMigrationWithFactsSaysWhatTheyReadInBodies() {
    for migration in indexing {
      XCTAssertNotNil(migration.bodyWordsOfIndexFacts, migration.id)
    }
    XCTAssertNotNil(plan)
    struct ReadsAnyBody: Migration {
      let id = "reads-any-body"
      var safety: Safety { .diagnostic }
      var summary: String { "" }
      var rationale: String { "" }
      var example: (before: String, after: String) { ("", "") }
      var usesProjectIndex: Bool { true }
      func findings(in file: SourceFile, context: MigrationContext) -> [Finding] { [] }
    }
    XCTAssertNil(ReadsAnyBody().bodyWordsOfIndexFacts)
    XCTAssertNil(GeneratedCodeBodies(indexing: indexing + [ReadsAnyBody()], helperSymbols: []))
  }

  func testTheIndexOfEveryFixtureWithoutItsUnparsedBodiesIsTheWholeParses() throws {
    guard let plan else { return XCTFail("no plan") }
    var files: [(name: String, bytes: [UInt8])] = []
    for migration in allMigrations {
      for fixture in try FixtureCase.all(for: migration.id) {
        files += fixture.inputs.map { (fixture.description + ": " + $0.name, $0.bytes) }
        files += fixture.expected.map { (fixture.description + " (expected): " + $0.key, $0.value) }
      }
    }
    for folder in ["Demo", "Projects", "Parser"] {
      files += try Self.swiftFiles(under: folder)
    }
    var unparsed = 0
    var filesWithUnparsed = 0
    var wholeParses = 0
    for (name, bytes) in files {
      guard plan.skipping(forFileBytes: bytes) != nil else {
        wholeParses += 1
        continue
      }
      let whole = SourceFile(bytes: bytes)
      guard whole.diagnostics.isEmpty else { continue }
      let skipped = plan.parse(bytes)
      XCTAssertEqual(skipped.diagnostics.count, 0, name)
      guard !skipped.unparsedBodies.isEmpty else { continue }
      unparsed += skipped.unparsedBodies.count
      filesWithUnparsed += 1
      Self.assertSameTokens(whole, skipped, name)
      Self.assertSameIndex(whole, skipped, name, indexing: indexing)
    }
    // Most fixtures are views, whose bodies stay parsed; enough are not for the test to
    // read both ways.
    XCTAssertGreaterThan(filesWithUnparsed, 100, "files with unparsed bodies")
    XCTAssertGreaterThan(unparsed, 200, "unparsed bodies")
    XCTAssertGreaterThan(wholeParses, 0, "files parsed whole (a Spacer)")
  }

  /// Generated code in the shape protocol buffers write: the bodies that name nothing a
  /// reader asks for are left unparsed; an initializer's, a view-building member's and
  /// those with a capitalised name stay parsed.
  func testAGeneratedMessagesPlainBodiesAreLeftUnparsed() throws {
    let text = """
      // DO NOT EDIT.
      import Foundation

      public struct Sample_Message {
        public var id: String = String()
        public var hasDetails: Bool { return _details != nil }
        public mutating func clearDetails() { _details = nil }
        public var details: Sample_Details {
          get { return _details ?? Sample_Details() }
          set { _details = newValue }
        }
        fileprivate var _details: Sample_Details? = nil
        public init() { clearDetails() }
        var label: Text { Text(id) }
        var lookup: [String: Int] = { () -> [String: Int] in
          func local() -> Int { 1 }
          return ["a": local()]
        }()
      }

      extension Sample_Message {
        public mutating func decodeMessage(decoder: inout Decoder) throws {
          while let number = try decoder.nextFieldNumber() {
            switch number {
            case 1: try decoder.decodeSingularStringField(value: &self.id)
            default: break
            }
          }
        }
        public func traverse(visitor: inout Visitor) throws {
          if !self.id.isEmpty { try visitor.visitSingularStringField(value: self.id, fieldNumber: 1) }
        }
        public static func ==(lhs: Sample_Message, rhs: Sample_Message) -> Bool {
          if lhs.id != rhs.id { return false }
          return lhs.id.count >> 1 == 0
        }
        func describe() -> String { "\\(id)" }
        func tapped() { model.onTapGesture() }
      }

      """
    let bytes = Array(text.utf8)
    let skipping = try XCTUnwrap(plan?.skipping(forFileBytes: bytes))
    let skipped = SourceFile(bytes: bytes, skipping: skipping)
    XCTAssertEqual(skipped.diagnostics.count, 0)
    let lines = skipped.unparsedBodies.map { body in
      skipped.location(of: Int(skipped.rawTree.textStart(skipped.rawTree.firstToken(body)))).line
    }
    // hasDetails, clearDetails, the setter, decodeMessage, traverse, describe.
    XCTAssertEqual(lines, [6, 7, 10, 22, 30, 37])
    let whole = SourceFile(bytes: bytes)
    Self.assertSameTokens(whole, skipped, "sample")
    Self.assertSameIndex(whole, skipped, "sample", indexing: indexing)
    // A file holding a Spacer is parsed whole (full-width-frame reads names anywhere in it).
    XCTAssertNil(plan?.skipping(forFileBytes: Array((text + "// Spacer\n").utf8)))
  }

  /// In a file that may hold an `ObservableObject` (its bytes hold `Object`), a `_name` in
  /// an extension of a struct the file declares (protocol buffers' storage) is left
  /// unparsed; one in an extension of a type declared elsewhere, which may be a class's
  /// `@Published` storage, has the file parsed again with every `_name` body.
  func testStorageNamesInExtensionsOfTheFilesOwnStructsAreLeftUnparsed() throws {
    let text = """
      // DO NOT EDIT.
      public struct Sample_Object {
        public var id: Int { _id }
        fileprivate var _id = 0
      }

      extension Sample_Object {
        public mutating func reset() { _id = 0 }
        public func describe() -> String { "\\(id)" }
      }

      """
    let other = "extension Sample_Cache {\n  func clear() { _entries = [] }\n}\n"
    let plan = try XCTUnwrap(plan)
    let own = plan.parse(Array(text.utf8))
    XCTAssertEqual(own.unparsedBodies.count, 3)
    let elsewhere = plan.parse(Array((text + other).utf8))
    // Only `describe` has no `_name`.
    XCTAssertEqual(elsewhere.unparsedBodies.count, 1)
    for bytes in [Array(text.utf8), Array((text + other).utf8)] {
      let whole = SourceFile(bytes: bytes)
      Self.assertSameIndex(whole, plan.parse(bytes), "sample", indexing: indexing)
    }
  }

  /// A generated file is reported as generated code when a body left unparsed holds a
  /// syntax error, and its declarations are in the index; an error outside such bodies
  /// is reported as the whole parse reports it.
  func testAnErrorInAnUnparsedBodyDoesNotHideTheFilesDeclarations() {
    for (body, expected) in [
      ("value = = 1", "generated code"), ("value = 1", "generated code"),
    ] {
      let folder = TemporaryFolder()
      folder.write(
        "Generated.swift",
        """
        // DO NOT EDIT.
        struct Model {
          var value = 0
          mutating func reset() { \(body) }
        }
        """)
      folder.write("Broken.swift", "// DO NOT EDIT.\nstruct Broken {\n  var = 1\n}\n")
      let options = EngineOptions(
        mode: .check, migrations: [ObservableMacro()], jobs: 1, currentDirectory: folder.path)
      let reports = Locked([String: String]())
      Engine(options: options).run(paths: []) { report in
        if case .skipped(let reason) = report.status {
          reports.withLock { $0[report.path] = reason.description }
        }
      }
      let reasons = reports.withLock { $0 }
      XCTAssertTrue(reasons["Generated.swift"]?.contains(expected) == true, "\(reasons)")
      XCTAssertTrue(reasons["Broken.swift"]?.contains("syntax errors") == true, "\(reasons)")
    }
  }

  private static func assertSameTokens(_ whole: SourceFile, _ skipped: SourceFile, _ name: String) {
    let (a, b) = (whole.rawTree, skipped.rawTree)
    XCTAssertEqual(a.tokenCount, b.tokenCount, name)
    guard a.tokenCount == b.tokenCount else { return }
    for token in 0..<Int32(a.tokenCount)
    where a.tokenKind(token) != b.tokenKind(token) || a.textStart(token) != b.textStart(token)
      || a.textEnd(token) != b.textEnd(token)
    {
      return XCTFail("\(name): token \(token) differs")
    }
  }

  private static func assertSameIndex(
    _ whole: SourceFile, _ skipped: SourceFile, _ name: String, indexing: [any Migration]
  ) {
    let declarations = (
      FileDeclarations(file: whole, path: "F.swift", module: "M", runModules: ["M"]),
      FileDeclarations(file: skipped, path: "F.swift", module: "M", runModules: ["M"])
    )
    XCTAssertEqual(declarations.0, declarations.1, "\(name): declarations")
    XCTAssertEqual(
      ProductFacts.facts(in: whole, placement: nil),
      ProductFacts.facts(in: skipped, placement: nil),
      "\(name): product facts")
    let symbols = allMigrations.flatMap(\.helperSymbols)
    XCTAssertEqual(
      HelperFiles.declaredNames(in: whole, among: symbols),
      HelperFiles.declaredNames(in: skipped, among: symbols), "\(name): helper names")
    let own = (OwnDeclarations(declarations.0), OwnDeclarations(declarations.1))
    // What the engine asks of a generated file (`Engine.process`): its late facts come
    // from a whole parse. (Compared and named only: a whole fixture's facts are long.)
    for migration in indexing {
      let names =
        migration.hasLateFacts && !migration.lateFactNamesAreInBytes
        ? (migration.lateFactNames(in: whole), migration.lateFactNames(in: skipped)) : (nil, nil)
      if migration.hasLateFacts && (migration.lateFactNamesAreInBytes || names.0 != nil) {
        if migration.earlyFacts(in: whole, own: own.0)
          != migration.earlyFacts(in: skipped, own: own.1)
        {
          XCTFail(
            "\(name): \(migration.id) early facts differ \(migration.earlyFacts(in: whole, own: own.0).map(\.value)) VERSUS \(migration.earlyFacts(in: skipped, own: own.1).map(\.value))"
          )
        }
      } else if migration.indexFacts(in: whole, own: own.0)
        != migration.indexFacts(in: skipped, own: own.1)
      {
        XCTFail("\(name): \(migration.id) index facts differ")
      }
      if [ViewBuilderContent().id, PreviewMacro().id].contains(migration.id),
        let wholeNames = names.0, let skippedNames = names.1
      {
        // A superset: every name after a `.` (every capitalised name) of an unparsed body.
        if !skippedNames.holdsEveryName(of: wholeNames) {
          XCTFail("\(name): \(migration.id) late fact names miss some")
        }
      } else if names.0 != names.1 {
        XCTFail("\(name): \(migration.id) late fact names differ")
      }
    }
  }

  private static func swiftFiles(under folder: String) throws -> [(name: String, bytes: [UInt8])] {
    let root = Paths.fixtures.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var files: [(name: String, bytes: [UInt8])] = []
    for case let path as String in walker where path.hasSuffix(".swift") {
      let data = try Data(contentsOf: root.appendingPathComponent(path))
      files.append((folder + "/" + path, Array(data)))
    }
    return files.sorted { $0.name < $1.name }
  }
}
