import SwiftCST
import TestSupport
import XCTest

@testable import MigrationKit

final class StyleHelperTests: XCTestCase {
  func testDetectsIndentUnitAndLineEnding() {
    func detected(_ text: String) -> SourceStyle { SourceStyle.detect(in: Array(text.utf8)) }
    let twoSpaces = "struct A {\n  var b = 1\n  func c() {\n    d()\n  }\n}"
    XCTAssertEqual(detected(twoSpaces), SourceStyle(indentUnit: "  ", lineEnding: "\n"))
    XCTAssertEqual(
      detected(twoSpaces.replacingOccurrences(of: "\n", with: "\r\n")),
      SourceStyle(indentUnit: "  ", lineEnding: "\r\n"))
    XCTAssertEqual(detected("a {\n\tb\n\t\tc\n}\n"), SourceStyle(indentUnit: "\t"))
    XCTAssertEqual(detected(""), SourceStyle())
    XCTAssertEqual(detected("x\r\ny\nz\r\n").lineEnding, "\r\n", "the majority")
    XCTAssertEqual(detected("x\r\ny\nz\n").lineEnding, "\n")
    XCTAssertEqual(
      detected("a {\n    b {\n        c\n    }\n}").indentUnit, "    ", "no final newline")
    XCTAssertEqual(
      detected("a {\n   b\n      \n   c\n}\n").indentUnit, "   ", "blank lines skipped")
    // Blank lines after indented code: the majority kind; top-level ones are not counted.
    XCTAssertEqual(
      detected("a {\n  b\n  \n  c\n\n  d\n  \n}\n").whitespaceOnlyLines, .moved)
    XCTAssertEqual(
      detected("a {\n  b\n  \n  c\n\n  d\n\n}\n").whitespaceOnlyLines, .emptied)
    XCTAssertEqual(detected("a\n\nb\n\n{\n  c\n  \n}\n").whitespaceOnlyLines, .moved)
    XCTAssertEqual(detected("a {\n\tb\n\t\n}").whitespaceOnlyLines, .moved, "tabs")
  }

  /// `detect` reads runs of spaces eight bytes at a time; it must answer as the byte-by-byte
  /// reading below does, on texts of spaces, tabs, CR, LF and letters of every length.
  func testDetectAnswersAsTheByteByByteReading() {
    func reference(_ bytes: [UInt8]) -> SourceStyle {
      var (crlf, lf, tabLines, spaceLines, previousIndent, index) = (0, 0, 0, 0, 0, 0)
      var (emptyLines, whitespaceOnlyLines, previousIndented) = (0, 0, false)
      var stepCounts = [Int](repeating: 0, count: 9)
      while index < bytes.count {
        var (spaces, startsWithTab, cursor) = (0, false, index)
        while cursor < bytes.count, bytes[cursor] == 32 || bytes[cursor] == 9 {
          if cursor == index && bytes[cursor] == 9 { startsWithTab = true }
          if bytes[cursor] == 32 { spaces += 1 }
          cursor += 1
        }
        if cursor < bytes.count && bytes[cursor] != 10 && bytes[cursor] != 13 {
          previousIndented = startsWithTab || spaces > 0
          if startsWithTab { tabLines += 1 } else if spaces > 0 { spaceLines += 1 }
          if !startsWithTab {
            let step = spaces - previousIndent
            if step > 0 && step < 9 { stepCounts[step] += 1 }
            previousIndent = spaces
          }
        } else if previousIndented {
          if cursor > index { whitespaceOnlyLines += 1 } else { emptyLines += 1 }
        }
        while cursor < bytes.count && bytes[cursor] != 10 { cursor += 1 }
        if cursor < bytes.count {
          if cursor > 0 && bytes[cursor - 1] == 13 { crlf += 1 } else { lf += 1 }
        }
        index = cursor + 1
      }
      var style = SourceStyle(
        lineEnding: crlf > lf ? "\r\n" : "\n",
        whitespaceOnlyLines: whitespaceOnlyLines > emptyLines ? .moved : .emptied)
      if tabLines > spaceLines {
        style.indentUnit = "\t"
      } else if let best = (1..<9).max(by: { stepCounts[$0] < stepCounts[$1] }),
        stepCounts[best] > 0
      {
        style.indentUnit = String(repeating: " ", count: best)
      }
      return style
    }
    var random = SplitMix64(seed: 17)
    let alphabet: [UInt8] = [32, 32, 32, 32, 32, 32, 9, 10, 10, 13, 97]
    for _ in 0..<3_000 {
      // Lines of 0 to 40 leading blanks, so that runs cross and end inside 8-byte words.
      var bytes: [UInt8] = []
      for _ in 0..<Int(random.next() % 12) {
        bytes += [UInt8](repeating: 32, count: Int(random.next() % 41))
        bytes += (0..<Int(random.next() % 6)).map { _ in alphabet[Int(random.next() % 11)] }
      }
      XCTAssertEqual(SourceStyle.detect(in: bytes), reference(bytes), "\(bytes)")
    }
  }

  func testReindentAddsUnits() {
    let spaces = SourceStyle(indentUnit: "  ")
    XCTAssertEqual(spaces.reindent("a {\n  b\n\n}\n", by: 1), "  a {\n    b\n\n  }\n")
    XCTAssertEqual(
      spaces.reindent("a {\n  b\n}", by: 2, skippingFirstLine: true), "a {\n      b\n    }")
    let tabs = SourceStyle(indentUnit: "\t", lineEnding: "\r\n")
    XCTAssertEqual(tabs.reindent("a\r\n\tb\r\n", by: 1), "\ta\r\n\t\tb\r\n")
  }

  func testReindentRemovesUnits() {
    let four = SourceStyle(indentUnit: "    ")
    XCTAssertEqual(four.reindent("        a\n    b\n  c\nd\n", by: -1), "    a\nb\nc\nd\n")
    XCTAssertEqual(four.reindent("\t\ta\r\n\tb\r\n", by: -1), "\ta\r\nb\r\n")
    XCTAssertEqual(four.reindent("  \n    a\n", by: -1), "  \na\n", "blank lines stay as they are")
  }

  /// `#if` / `#else` / `#endif` at column 0 stay there, as the file writes its directives;
  /// indented ones move, and so does every line of a text holding a multi-line string.
  func testReindentKeepsDirectivesAtColumnZero() {
    let two = SourceStyle(indentUnit: "  ")
    XCTAssertEqual(
      two.reindent("a\n#if os(iOS)\n  .b()\n#elseif DEBUG\n#else // c\n#endif\n  #if X\n", by: 1),
      "  a\n#if os(iOS)\n    .b()\n#elseif DEBUG\n#else // c\n#endif\n    #if X\n")
    XCTAssertEqual(two.reindent("#iffy\n#endifs\n", by: 1), "  #iffy\n  #endifs\n")
    XCTAssertEqual(
      two.reindent("s = \"\"\"\n#if\n\"\"\"\n", by: 1), "  s = \"\"\"\n  #if\n  \"\"\"\n")
  }

  func testReindentFromOneIndentationToAnother() {
    XCTAssertEqual(
      SourceStyle().reindent("    Text(a)\n      .bold()\n  odd\n", from: "    ", to: "\t"),
      "\tText(a)\n\t  .bold()\n\todd\n")
  }

  /// A block written with tabs moved to an indentation of spaces: the tabs past the old
  /// depth become units of spaces, never a tab after spaces; not in a multi-line string.
  func testReindentWritesNoTabAfterSpaces() {
    let four = SourceStyle(indentUnit: "    ")
    XCTAssertEqual(
      four.reindent("\t\tView()\n\t\t\t.padding()\n", from: "\t\t", to: "    "),
      "    View()\n        .padding()\n")
    XCTAssertEqual(
      SourceStyle(indentUnit: "\t").reindent("\t\tA()\n\t\t\t.b()\n", from: "\t\t", to: "  "),
      "  A()\n      .b()\n", "four spaces a tab where the file's unit is a tab")
    XCTAssertEqual(
      four.reindent("\tA()\n\t\t.b()\n", from: "\t", to: "\t\t"), "\t\tA()\n\t\t\t.b()\n",
      "tabs after tabs stay")
    XCTAssertEqual(
      four.reindent("\ts = \"\"\"\n\t\tx\n\t\"\"\"\n", from: "\t", to: "    "),
      "    s = \"\"\"\n    \tx\n    \"\"\"\n", "a string's lines are its value")
    XCTAssertEqual(
      SourceStyle.movedIndentation("\t\t\t", from: "\t\t", to: "    ", unit: "    "),
      "        ")
    XCTAssertEqual(
      SourceStyle.movedIndentation("\t\t\t", from: "\t\t", to: "    "), "    \t",
      "no unit given: as before")
  }

  /// A line indented with other whitespace than the block (spaces pasted into a block of
  /// tabs, tabs into spaces) keeps its depth under the block, in columns, in the file's unit.
  func testReindentKeepsTheDepthOfLinesIndentedOtherwise() {
    let tabs = SourceStyle(indentUnit: "\t")
    XCTAssertEqual(
      tabs.reindent(
        "A()\n\t\t\t.b()\n                .c()\n                  .d()\n", from: "\t\t\t",
        to: "\t\t", skippingFirstLine: true),
      "A()\n\t\t.b()\n\t\t\t.c()\n\t\t\t  .d()\n")
    XCTAssertEqual(
      SourceStyle(indentUnit: "  ").reindent("A()\n\t    .b()\n", from: "    ", to: "  "),
      "  A()\n    .b()\n", "a tab is a unit of spaces")
    XCTAssertEqual(
      tabs.reindent("A()\n  .b()\n", from: "\t\t", to: "\t"), "\tA()\n\t.b()\n",
      "a line no deeper than the block goes to its new depth")
    XCTAssertEqual(
      SourceStyle.movedIndentation("                ", from: "\t\t\t", to: "\t\t", unit: "\t"),
      "\t\t\t")
  }

  /// Whitespace-only lines go as the file's blank lines do; empty lines stay empty.
  func testReindentWhitespaceOnlyLines() {
    let text = "a\n        b\n        \n\n      \r\n        c\n"
    XCTAssertEqual(
      SourceStyle(whitespaceOnlyLines: .emptied).reindent(
        text, from: "        ", to: "    ", skippingFirstLine: true),
      "a\n    b\n\n\n\r\n    c\n", "emptied, with their line endings")
    XCTAssertEqual(
      SourceStyle(whitespaceOnlyLines: .moved).reindent(
        text, from: "        ", to: "    ", skippingFirstLine: true),
      "a\n    b\n    \n\n    \r\n    c\n", "moved like code")
    // In a multi-line string a line of spaces may be part of the value: it moves with the
    // closing delimiter.
    let string = "s = \"\"\"\n        x\n          \n        \"\"\"\n"
    XCTAssertEqual(
      SourceStyle(whitespaceOnlyLines: .emptied).reindent(
        string, from: "        ", to: "    ", skippingFirstLine: true),
      "s = \"\"\"\n    x\n      \n    \"\"\"\n")
  }

  func testLineEndings() {
    XCTAssertEqual(
      SourceStyle(lineEnding: "\r\n").withLineEndings("a\nb\r\nc\rd"), "a\r\nb\r\nc\r\nd")
    XCTAssertEqual(SourceStyle(lineEnding: "\n").withLineEndings("a\r\nb"), "a\nb")
  }

  private func insert(
    _ modifier: String, after marker: String, in text: String, style: SourceStyle = SourceStyle()
  ) -> String {
    let file = SourceFile(text: text)
    let bytes = Array(text.utf8)
    let markerBytes = Array(marker.utf8)
    let start = (0...(bytes.count - markerBytes.count)).first {
      bytes[$0..<$0 + markerBytes.count].elementsEqual(markerBytes)
    }!
    let chainStart = (text.utf8.firstIndex { $0 != UInt8(ascii: " ") }).map {
      text.utf8.distance(from: text.utf8.startIndex, to: $0)
    }!
    var chainEnd = bytes.count
    while chainEnd > 0
      && (bytes[chainEnd - 1] == 10 || bytes[chainEnd - 1] == 13 || bytes[chainEnd - 1] == 32)
    { chainEnd -= 1 }
    let edit = ModifierChain.insertion(
      of: modifier, after: start + markerBytes.count, inChain: chainStart..<chainEnd, of: file,
      style: style)
    let (output, _) = EditApplier.apply(
      [ProposedFix(migrationID: "t", fix: Fix(edits: [edit]))], to: bytes)
    return String(decoding: output, as: UTF8.self)
  }

  func testModifierGoesInlineOnAOneLineChain() {
    XCTAssertEqual(
      insert(".bold()", after: ".padding()", in: "Text(a).padding().font(.title)\n"),
      "Text(a).padding().bold().font(.title)\n")
    XCTAssertEqual(
      insert(
        ".bold()", after: "}.padding()", in: "VStack {\n  Text(a)\n    .italic()\n}.padding()\n"),
      "VStack {\n  Text(a)\n    .italic()\n}.padding().bold()\n",
      "modifiers inside the closure do not make the outer chain multi-line")
  }

  func testModifierGetsItsOwnLineOnAMultiLineChain() {
    let text = "    Text(a)\n        .padding() // pad\n        .font(.title)\n"
    XCTAssertEqual(
      insert(".bold()", after: ".padding()", in: text),
      "    Text(a)\n        .padding() // pad\n        .bold()\n        .font(.title)\n")
    XCTAssertEqual(
      insert(".bold()", after: "Text(a)", in: text),
      "    Text(a)\n        .bold()\n        .padding() // pad\n        .font(.title)\n")
    let crlf = "Text(a)\r\n\t.padding()\r\n"
    XCTAssertEqual(
      insert(
        ".bold()", after: ".padding()", in: crlf,
        style: SourceStyle(indentUnit: "\t", lineEnding: "\r\n")),
      "Text(a)\r\n\t.padding()\r\n\t.bold()\r\n")
  }

  /// The chain headed by the first `Text(…)` call in `text`, and the text after one insertion.
  private func insertTyped(_ modifier: String, afterModifierAt index: Int?, in text: String)
    -> String
  {
    let file = SourceFile(text: text)
    let call = file.nodes(.functionCallExpr).first { FunctionCall($0)?.calleeName == "Text" }!
    let edit = ModifierChain(base: call).insertion(
      of: modifier, afterModifierAt: index, style: SourceStyle.detect(in: file.bytes))
    let fix = ProposedFix(migrationID: "t", fix: Fix(edits: [edit]))
    return String(decoding: EditApplier.apply([fix], to: file.bytes).bytes, as: UTF8.self)
  }

  func testTypedChainInsertion() {
    XCTAssertEqual(
      insertTyped(".bold()", afterModifierAt: 0, in: "let v = Text(a).padding()\n"),
      "let v = Text(a).padding().bold()\n")
    XCTAssertEqual(
      insertTyped(".bold()", afterModifierAt: nil, in: "let v = Text(a).padding()\n"),
      "let v = Text(a).bold().padding()\n")
    let multiLine =
      "var body: some View {\n    Text(a)\n        .padding() // pad\n        .font(.title)\n}\n"
    XCTAssertEqual(
      insertTyped(".bold()", afterModifierAt: 0, in: multiLine),
      "var body: some View {\n    Text(a)\n        .padding() // pad\n        .bold()\n        .font(.title)\n}\n"
    )
    XCTAssertEqual(
      insertTyped(".bold()", afterModifierAt: 1, in: multiLine),
      "var body: some View {\n    Text(a)\n        .padding() // pad\n        .font(.title)\n        .bold()\n}\n"
    )
    let crlf = "var body: some View {\r\n\tText(a)\r\n\t\t.padding()\r\n}\r\n"
    XCTAssertEqual(
      insertTyped(".bold()", afterModifierAt: nil, in: crlf),
      "var body: some View {\r\n\tText(a)\r\n\t\t.bold()\r\n\t\t.padding()\r\n}\r\n")
  }

  func testMovedIndentationKeepsWhatGoesBeyondTheOldDepth() {
    XCTAssertEqual(SourceStyle.movedIndentation("        ", from: "    ", to: "  "), "      ")
    XCTAssertEqual(SourceStyle.movedIndentation("\t\t\t", from: "\t\t", to: "\t"), "\t\t")
    XCTAssertEqual(SourceStyle.movedIndentation("  ", from: "    ", to: "\t"), "\t")
  }

  /// The byte test in front of the search by characters changes no answer.
  func testTripleQuoteIsFoundAsTheSearchByCharactersFindsIt() {
    let texts = [
      "", "\"", "\"\"", "\"\"\"", "a \"\"\" b", "\"\" \"", "let s = \"\"\"\n  x\n  \"\"\"",
      "\"\"\"\u{301}", "\"\u{301}\"\"", "é\"\"\"", "\"\"＂", "“““",
    ]
    for text in texts {
      XCTAssertEqual(
        SourceStyle.holdsTripleQuote(text), text.contains("\"\"\""), text.debugDescription)
    }
    XCTAssertTrue(SourceStyle.holdsTripleQuote("a \"\"\" b"))
    XCTAssertFalse(SourceStyle.holdsTripleQuote("\"\" \""))
  }
}
