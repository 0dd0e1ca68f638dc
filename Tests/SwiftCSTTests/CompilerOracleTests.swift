import Foundation
import SwiftCST
import TestSupport
import XCTest

/// The compiler is the oracle: every fixture file `swiftc -frontend -parse` accepts must
/// parse with zero diagnostics here, and round-trip exactly.
final class CompilerOracleTests: XCTestCase {
  func testEveryFixtureTheCompilerAcceptsParsesWithoutErrors() throws {
    let files = try RobustnessTests.fixtureFiles()
    XCTAssertGreaterThan(files.count, 10)
    // A file the compiler accepts with or without bare regex literals (Swift 6 mode has
    // them) must parse: `Fixtures/Parser/` holds the constructs the outside suites found.
    let rejected = FixtureAssertions.filesRejectedByCompiler(files).intersection(
      FixtureAssertions.filesRejectedByCompiler(files, arguments: ["-enable-bare-slash-regex"]))
    let corpus = files.filter { $0.path.contains("/Fixtures/Parser/") }
    XCTAssertEqual(corpus.count, 2)
    XCTAssertEqual(corpus.filter { rejected.contains($0.path) }, [])
    var accepted = 0
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      let file = SourceFile(bytes: bytes)
      XCTAssertEqual(file.printed(), bytes, "round trip: \(url.path)")
      guard !rejected.contains(url.path) else { continue }
      accepted += 1
      let messages = file.diagnostics.map { "\(file.location(of: $0.offset)): \($0.message)" }
      XCTAssertEqual(messages, [], "\(url.path) parses with swiftc but not with SwiftCST")
    }
    XCTAssertGreaterThan(accepted, 0)
  }

  func testTheCompilerAndSwiftCSTBothRejectBrokenCode() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "oracle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = ["let x = (", "struct A { func f() { }", "let s = \"abc", "f(a, b]"]
    var urls: [URL] = []
    for (index, text) in broken.enumerated() {
      let url = folder.appendingPathComponent("broken\(index).swift")
      try Data(text.utf8).write(to: url)
      urls.append(url)
      XCTAssertFalse(SourceFile(text: text).diagnostics.isEmpty, "SwiftCST accepts: \(text)")
    }
    XCTAssertEqual(FixtureAssertions.filesRejectedByCompiler(urls), Set(urls.map(\.path)))
  }
}
