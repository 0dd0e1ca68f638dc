import MigrationKit
import TestSupport
import XCTest

@testable import Migrations

final class TextConcatenationTests: XCTestCase {
  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: TextConcatenation())
    let unchanged = cases.filter { fixture in
      fixture.inputs.allSatisfy { fixture.expected[$0.name] == $0.bytes }
    }
    XCTAssertGreaterThanOrEqual(cases.count, 7)
    XCTAssertGreaterThanOrEqual(unchanged.count, 6)
    XCTAssertGreaterThanOrEqual(cases.count - unchanged.count, 1)
  }

  /// The operands go into a string literal, where no migration sees them again: a
  /// foregroundColor in an operand becomes foregroundStyle first (its fix is inside the
  /// sum's), and the sum is rewritten in the next pass over the renamed operand.
  func testFixInsideAnOperandIsMadeBeforeTheSum() {
    let input = #"""
      import SwiftUI

      struct ScoreLine: View {
        let player: String
        let points: Int
        var body: some View {
          Text(player).foregroundColor(.orange) + Text(" scored ")
            + Text("\(points)").bold()
        }
      }

      """#
    let expected = #"""
      import SwiftUI

      struct ScoreLine: View {
        let player: String
        let points: Int
        var body: some View {
          Text("\(Text(player).foregroundStyle(.orange)) scored \(Text("\(points)").bold())")
        }
      }

      """#
    let run = FixtureRunner.run(
      [ForegroundStyle(), TextConcatenation()],
      inputs: [("ScoreLine.swift", Array(input.utf8))], includeReview: true,
      deploymentTargets: DeploymentTargets([.iOS: OSVersion("17.0")!]))
    XCTAssertEqual(
      run.files["ScoreLine.swift"].map { String(decoding: $0, as: UTF8.self) }, expected)
    XCTAssertEqual(run.findings.count, 2)
  }

  /// full-width-frame moves a sum over two lines out of its Spacer stack in parentheses,
  /// the second operand lined up under the first; the literal of the next pass lines up
  /// with the Text, not one column to the right of it, with spaces or tabs.
  func testSumMovedOutOfAStackLinesUpWithItsText() {
    for unit in ["  ", "\t"] {
      func indented(_ lines: [(Int, String)]) -> String {
        lines.map { String(repeating: unit, count: $0.0) + $0.1 + "\n" }.joined()
      }
      let head: [(Int, String)] = [
        (0, "import SwiftUI"), (0, ""), (0, "struct Help: View {"), (1, "var body: some View {"),
        (2, "VStack {"),
      ]
      let tail: [(Int, String)] = [(2, "}"), (1, "}"), (0, "}")]
      let input = indented(
        head + [
          (3, "HStack {"), (4, "Spacer()"), (4, #"Text(Image(systemName: "link")) +"#),
          (4, #"Text(" Read how the fee is set on the help pages of the project's web site")"#),
          (4, "Spacer()"), (3, "}"),
        ] + tail)
      let expected = indented(
        head + [
          (3, "Text(\"\"\""), (3, #"\(Text(Image(systemName: "link"))) \"#),
          (3, "Read how the fee is set on the help pages of the project's web site"),
          (3, #"""")"#), (4, ".frame(maxWidth: .infinity)"),
        ] + tail)
      let run = FixtureRunner.run(
        [FullWidthFrame(), TextConcatenation()], inputs: [("Help.swift", Array(input.utf8))],
        includeReview: true, deploymentTargets: DeploymentTargets([.iOS: OSVersion("17.0")!]))
      XCTAssertEqual(
        run.files["Help.swift"].map { String(decoding: $0, as: UTF8.self) }, expected, unit)
    }
  }

  /// A literal written as a strings-table key stays a Text of its own; a sentence, an
  /// abbreviation or a number is written into the new literal.
  func testKeyShapedLiterals() {
    for key in ["settings.title", "alert.ok_button", "onboarding_title", "a.b-c.d2"] {
      XCTAssertTrue(LocalizationKey.isKeyShaped(key), key)
    }
    for text in [
      "Total: ", "e.g.", "1.5", "OK", "Version 2.0", "a..b", ".hidden", "é.t", "x.\\(y)",
    ] {
      XCTAssertFalse(LocalizationKey.isKeyShaped(text), text)
    }
    // As written in a literal: an interpolation stands for its key's format specifier.
    for key in ["x.\\(y)", "status.replied-to-\\(name(of: \"a)\"))", "a_\\(n)-\\(m)"] {
      XCTAssertTrue(LocalizationKey.isKeyShaped(writtenLiteral: key), key)
    }
    for text in ["\\(a).\\(b)", "Total: \\(n)", "x.y\\n", "x.\\(y", "settings."] {
      XCTAssertFalse(LocalizationKey.isKeyShaped(writtenLiteral: text), text)
    }
    // A key's arguments after single spaces, as a string catalog writes them: one word
    // besides them, key-shaped or lowercase with a hyphen.
    for key in [
      "notifications-others-count \\(n)", "status.summary.n-replies \\(count)",
      "timeline.n-recent-from-n-participants \\(a) \\(b)", "\\(n) n-posts",
      "account.featured-tags-n-posts \\(tag.count)",
      // A key whose last part is a Markdown link, as a string catalog may hold it.
      "about.links.[Our site](https://example.org)", "help.[UIGF](https://uigf.org/)",
    ] {
      XCTAssertTrue(LocalizationKey.isKeyShaped(writtenLiteral: key), key)
    }
    for text in [
      "Page \\(n)", "by \\(name)", "Check-in \\(time)", "notifications-count  \\(n)",
      "n-posts \\(a) from \\(b)", "Version \\(a) (\\(b))", "sign-in \\(x) ", "e.g. \\(x)",
      "[Our site](https://example.org)", "See the [guide](https://example.org)",
      "about.[site]", "Read.[more](x",
    ] {
      XCTAssertFalse(LocalizationKey.isKeyShaped(writtenLiteral: text), text)
    }
  }
}
