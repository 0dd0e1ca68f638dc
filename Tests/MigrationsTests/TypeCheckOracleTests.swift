import TestSupport
import XCTest

/// The type-check oracle: fixtures compiled against the SwiftUI stub must type-check when they
/// are valid SwiftUI and fail when they are not.
final class TypeCheckOracleTests: XCTestCase {
  // MARK: Fixtures

  /// Models and views live in two files of one module.
  private static let models = """
    import SwiftUI

    struct Message: Identifiable, Hashable {
      let id: UUID
      var title: String
      var unread: Bool
    }

    final class InboxModel: ObservableObject {
      @Published var messages: [Message] = []
      @Published var draft = ""
      func send() {}
    }
    """

  private static let screen = """
    import SwiftUI

    /// A container that stores its built content (the closure runs in init).
    struct Card<Content: View>: View {
      @ViewBuilder let content: Content
      var body: some View {
        VStack(alignment: .leading, spacing: 8) { content }
          .padding()
          .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
      }
    }

    /// A container that stores the closure and calls it in body.
    struct Panel<Content: View>: View {
      let content: () -> Content
      var body: some View {
        VStack { content() }
      }
    }

    struct ComposeBar: View {
      @Binding var text: String
      var onSend: () -> Void
      var body: some View {
        HStack {
          TextField("Message", text: $text)
          Button(action: onSend) {
            Label("Send", systemImage: "paperplane.fill")
          }
        }
        .padding(.horizontal)
        .background(.bar, ignoresSafeAreaEdges: .bottom)
      }
    }

    struct InboxScreen: View {
      @StateObject private var model = InboxModel()
      @State private var showSettings = false

      var body: some View {
        NavigationStack {
          List {
            ForEach(model.messages) { message in
              HStack {
                Text(message.title).font(.headline)
                Spacer()
                if message.unread {
                  Circle().fill(.blue).frame(width: 8, height: 8)
                }
              }
            }
            Text("End of list")
              .frame(maxWidth: .infinity, alignment: .leading)
          }
          .overlay(alignment: .bottom) {
            ComposeBar(text: $model.draft, onSend: model.send)
          }
          .safeAreaInset(edge: .top, spacing: 0) {
            Card {
              Text("Inbox").bold()
              Text("\\(model.messages.count) messages").foregroundStyle(.secondary)
            }
          }
          .navigationTitle("Inbox")
          .toolbar {
            Button {
              showSettings = true
            } label: {
              Image(systemName: "gear")
            }
          }
          .sheet(isPresented: $showSettings) {
            Panel { Text("Settings") }
          }
          .background(Color.gray.opacity(0.1))
        }
      }
    }
    """

  /// The fallback helper of migrations.md §2, and a use of it.
  private static let helper = """
    import SwiftUI

    extension View {
      @ViewBuilder
      func safeAreaBarOrInset<Bar: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Bar
      ) -> some View {
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
          safeAreaBar(edge: edge, alignment: alignment, spacing: spacing, content: content)
        } else {
          safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
        }
      }
    }

    struct Feed: View {
      var body: some View {
        ScrollView {
          Text("rows")
        }
        .safeAreaBarOrInset(edge: .bottom, alignment: .trailing, spacing: 0) {
          Button("Compose") {}
        }
      }
    }
    """

  /// A valid view with one modifier slot that the negative tests fill.
  private static func probe(_ modifier: String) -> String {
    """
    import SwiftUI

    struct Holder<Content: View>: View {
      @ViewBuilder let content: Content
      var body: some View {
        List {
          content
        }
        \(modifier)
      }
    }
    """
  }

  /// 1-based line of the modifier slot in `probe(_:)`.
  private static let probeLine = 9

  // MARK: Helpers

  /// Asserts that the probe type-checks with `valid` and fails, on the slot's line only, with
  /// `mutant`: the error is caused by the mutation, not by anything else in the fixture.
  /// `onSlotLine: false` is for mutations swiftc reports only as "failed to produce diagnostic
  /// for expression" on the enclosing `body`.
  private func assertRejected(
    _ mutant: String, valid: String, mentioning fragment: String? = nil, onSlotLine: Bool = true,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let baseline = try SwiftUIStub.typecheck(sources: ["Probe.swift": Self.probe(valid)])
    XCTAssertEqual(baseline, [], "the valid probe must type-check", file: file, line: line)
    let errors = try SwiftUIStub.typecheck(sources: ["Probe.swift": Self.probe(mutant)])
    XCTAssertFalse(errors.isEmpty, "expected an error for \(mutant)", file: file, line: line)
    if onSlotLine {
      XCTAssertTrue(
        errors.allSatisfy { $0.hasPrefix("Probe.swift:\(Self.probeLine):") },
        "errors should all be on line \(Self.probeLine): \(errors)", file: file, line: line)
    }
    if let fragment {
      XCTAssertTrue(
        errors.contains { $0.contains(fragment) }, "no error mentions \(fragment): \(errors)",
        file: file, line: line)
    }
  }

  // MARK: Valid code type-checks

  func testRealisticScreenTypeChecksWithoutErrors() throws {
    let errors = try SwiftUIStub.typecheck(sources: [
      "Models.swift": Self.models, "InboxScreen.swift": Self.screen,
    ])
    XCTAssertEqual(errors, [])
  }

  func testFilesAreCheckedTogetherAsOneModule() throws {
    // Without Models.swift the screen's InboxModel cannot resolve.
    let errors = try SwiftUIStub.typecheck(sources: ["InboxScreen.swift": Self.screen])
    XCTAssertTrue(errors.contains { $0.contains("InboxModel") }, "\(errors)")
    XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("InboxScreen.swift:") }, "\(errors)")
  }

  func testTypecheckOfFilesOnDisk() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "oracle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let models = directory.appendingPathComponent("Models.swift")
    let screen = directory.appendingPathComponent("InboxScreen.swift")
    try Self.models.write(to: models, atomically: true, encoding: .utf8)
    try Self.screen.write(to: screen, atomically: true, encoding: .utf8)
    XCTAssertEqual(try SwiftUIStub.typecheck(files: [models, screen]), [])
  }

  func testSafeAreaBarOrInsetHelperTypeChecks() throws {
    XCTAssertEqual(try SwiftUIStub.typecheck(sources: ["Helper.swift": Self.helper]), [])
  }

  func testAPITourTypeChecks() throws {
    // Ordinary SwiftUI code over much of the stub's surface: guards the stub against
    // declarations that reject valid code (a wrong label, default or constraint).
    let tour = Paths.packageRoot.appendingPathComponent("Tests/SwiftUIStub/Samples/APITour.swift")
    XCTAssertEqual(try SwiftUIStub.typecheck(files: [tour]), [])
  }

  func testStubIsCompiledOncePerProcess() throws {
    let first = try SwiftUIStub.modulePath()
    let second = try SwiftUIStub.modulePath()
    XCTAssertEqual(first, second)
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: first.appendingPathComponent("SwiftUI.swiftmodule").path))
  }

  // MARK: Invalid code is rejected

  func testCallingAStoredContentViewIsAnError() throws {
    let mutant = Self.screen.replacingOccurrences(
      of: "VStack(alignment: .leading, spacing: 8) { content }",
      with: "VStack(alignment: .leading, spacing: 8) { content() }")
    XCTAssertNotEqual(mutant, Self.screen)
    let errors = try SwiftUIStub.typecheck(sources: [
      "Models.swift": Self.models, "InboxScreen.swift": mutant,
    ])
    XCTAssertEqual(errors.count, 1, "\(errors)")
    XCTAssertTrue(errors.first?.hasPrefix("InboxScreen.swift:7:") ?? false, "\(errors)")
    XCTAssertTrue(
      errors.first?.contains("cannot call value of non-function type 'Content'") ?? false,
      "\(errors)")
  }

  func testDroppedFrameLabelIsAnError() throws {
    try assertRejected(".frame(.infinity)", valid: ".frame(maxWidth: .infinity)")
  }

  func testNilForegroundStyleIsAnError() throws {
    try assertRejected(".foregroundStyle(nil)", valid: ".foregroundStyle(.secondary)")
  }

  func testMisspelledEdgeIsAnError() throws {
    try assertRejected(
      ".ignoresSafeArea(edges: .bottm)", valid: ".ignoresSafeArea(edges: .bottom)",
      mentioning: "bottm")
  }

  func testColorWhereVerticalEdgeIsExpectedIsAnError() throws {
    try assertRejected(
      ".safeAreaInset(edge: Color.red) { Text(\"bar\") }",
      valid: ".safeAreaInset(edge: .bottom) { Text(\"bar\") }")
  }

  func testOtherMisusesOfMigrationTargetsAreErrors() throws {
    // A horizontal edge takes a vertical alignment (and a vertical edge a horizontal one).
    // swiftc rejects the mismatch but cannot say where, so only the rejection is asserted.
    try assertRejected(
      ".safeAreaBar(edge: .leading, alignment: .leading) { Text(\"bar\") }",
      valid: ".safeAreaBar(edge: .leading, alignment: .top) { Text(\"bar\") }", onSlotLine: false)
    try assertRejected(
      ".safeAreaInset(edge: .bottom, alignment: .top) { Text(\"bar\") }",
      valid: ".safeAreaInset(edge: .bottom, alignment: .leading) { Text(\"bar\") }",
      onSlotLine: false)

    let cases: [(valid: String, mutant: String)] = [
      // The iOS 15 overlay takes its content as a closure.
      (
        ".overlay(alignment: .bottom) { Text(\"bar\") }",
        ".overlay(alignment: .bottom, Text(\"bar\"))"
      ),
      // `.rect` takes `cornerRadius:`.
      (".clipShape(.rect(cornerRadius: 8))", ".clipShape(.rect(radius: 8))"),
      // The new onChange closure takes two values or none.
      (".onChange(of: 1) { old, new in }", ".onChange(of: 1) { a, b, c in }"),
      // A ShapeStyle background has no alignment.
      (
        ".background(.bar, ignoresSafeAreaEdges: .bottom)",
        ".background(.bar, ignoresSafeAreaEdges: .bottom, alignment: .top)"
      ),
      // UIKit's `.allCharacters` is `.characters` here. (`.none` would compile: it is Optional.none.)
      (".textInputAutocapitalization(.characters)", ".textInputAutocapitalization(.allCharacters)"),
    ]
    for (valid, mutant) in cases {
      try assertRejected(mutant, valid: valid)
    }
  }

  // MARK: Parse helper

  func testParseHelperAcceptsValidCode() {
    XCTAssertEqual(
      SwiftCompiler.parseErrors(source: Self.screen, fileName: "InboxScreen.swift"), [])
  }

  func testParseHelperRejectsAnUnclosedParenthesis() {
    let errors = SwiftCompiler.parseErrors(source: "let x = (\n", fileName: "Broken.swift")
    XCTAssertFalse(errors.isEmpty)
    XCTAssertTrue(errors.allSatisfy { $0.hasPrefix("Broken.swift:") }, "\(errors)")
  }
}
