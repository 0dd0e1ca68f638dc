import SwiftCST
import TestSupport
import XCTest

@testable import MigrationKit
@testable import Migrations

final class ObservableMacroTests: XCTestCase {
  /// Also read by the tests of ObservableMacroModuleTests.swift.
  let migration = ObservableMacro()

  func testFixtures() throws {
    let cases = try FixtureAssertions.checkAllCases(of: migration)
    XCTAssertEqual(cases.count, 111)
    let changing = cases.filter { fixture in
      fixture.inputs.contains { fixture.expected[$0.name] != $0.bytes }
    }
    XCTAssertEqual(
      changing.map(\.name).sorted(),
      [
        "actor-conformance", "available-scope", "bindable-beside-macos-frameworks",
        "blocked-object-will-change-in-a-plain-file",
        "blocked-superclass", "class-used-in-three-files", "class-with-nothing-published",
        "constraint-with-a-protocol-of-the-run",
        "environment-object-bound-by-guard-let", "environment-object-of-called-closure",
        "environment-object-of-case-payload", "environment-object-of-delegate-adaptor",
        "environment-object-of-function-result", "environment-object-of-generic-helper",
        "environment-object-of-guard-let-of-other-file",
        "environment-object-of-inferred-property", "environment-object-of-optional-chain",
        "environment-object-of-overloaded-factory", "environment-object-of-presented-item",
        "environment-object-of-property-beside-method", "environment-object-of-static-factory",
        "environment-object-through-indices", "environment-object-typed-in-other-file",
        "extension-member-uses", "file-private-classes-of-one-name", "foundation-only-import",
        "generic-constraint-in-a-composition",
        "generic-constraint-passed-class", "generic-constraint-split-across-where",
        "generic-constraint-written-argument", "held-object-binding-passed-on",
        "held-object-commanded-by-a-method",
        "held-object-read-by-no-view",
        "ignored-property-read-by-view",
        "ignored-property-read-in-action", "ignored-property-read-through-member-reading-published",
        "ignored-property-read-through-method",
        "ignored-property-shown-with-published",
        "import-after-platform-imports", "import-for-classes-in-several-if-branches",
        "import-in-sorted-position",
        "import-inside-whole-file-if", "literal-protocol-class",
        "main-actor-class", "nested-view-models-of-one-name",
        "nested-view-models-publisher-in-other-file", "object-will-change-of-a-core-data-record",
        "object-will-change-of-a-function-result", "object-will-change-of-long-optional-chain",
        "object-will-change-of-loop-element",
        "object-will-change-through-nested-type", "observable-already-in-file",
        "observed-object-built-by-app", "observed-object-built-by-class",
        "observed-object-built-by-view",
        "previewable-observed-object",
        "public-class-without-uses", "publisher-of-another-model", "run-bindable-class",
        "run-environment-struct", "run-state-enum", "state-object-built-by-implicit-init",
        "state-object-built-in-other-file",
        "state-object-init-of-another-platform",
        "state-object-of-top-level-constant", "state-object-passed-through-memberwise-init",
        "state-object-through-typealias-of-other-file", "state-object-with-fallback-init",
        "state-object-with-init-calling-method", "state-object-with-key-helper-and-subscription",
        "state-object-with-scheduling-init", "state-object-with-subscribing-init",
        "state-object-with-work-in-closures",
        "state-object-with-working-init",
        "state-object-with-working-init-in-app",
        "state-wrapped-value-aligned-arguments", "static-instance-read-by-class",
        "static-instance-read-by-view", "static-instance-read-in-an-interpolation",
        "storage-assigned-by-implicit-init", "storage-in-init",
        "storage-init-spelled-out", "unchecked-sendable-class", "wrapper-publishing-through-object",
      ])
  }

  /// A chain through a method (`Factory.make(…)`) answers its result only when every
  /// overload of that name in the type has the same one.
  func testAChainThroughOverloadsOfOtherResultsIsUnknown() {
    let file = SourceFile(
      text: """
        final class Playlist {}
        final class Queue {}
        enum Models {
          static func make(title: String) -> Playlist { Playlist() }
          static func make(count: Int) -> Queue { Queue() }
          static func playlist(title: String) -> Playlist { Playlist() }
          static func playlist(tracks: [String]) -> Playlist { Playlist() }
        }
        """)
    let semantic = SemanticIndex(files: [FileDeclarations(file: file, path: "Models.swift")])
    XCTAssertNil(ObservableTypeQuery(start: "Models", members: ["make"]).answer(in: semantic))
    XCTAssertEqual(
      ObservableTypeQuery(start: "Models", members: ["playlist"]).answer(in: semantic), "Playlist")
  }

  /// A class kept for its targets names the platforms of the file that fall short.
  func testTheTargetsMessageNamesThePlatformsBelowObservation() {
    let required = [
      Platform.iOS: OSVersion("17.0")!, .macOS: OSVersion("14.0")!, .tvOS: OSVersion("17.0")!,
      .watchOS: OSVersion("10.0")!,
    ]
    let mixed = DeploymentTargets(
      [.iOS: OSVersion("16.4")!, .macOS: OSVersion("14.0")!, .watchOS: OSVersion("9.0")!])
    XCTAssertEqual(
      ObservableVerdicts.shortfall(mixed, required),
      "the deployment targets iOS 16.4, watchOS 9.0 are below iOS 17, watchOS 10")
    XCTAssertEqual(
      ObservableVerdicts.shortfall(DeploymentTargets([.macOS: OSVersion("13.0")!]), required),
      "the deployment target macOS 13.0 is below macOS 14")
  }

  func testIsRegisteredAsReviewAndUsesTheProjectIndex() {
    XCTAssertTrue(allMigrations.contains { $0.id == "observable-macro" })
    XCTAssertTrue(migration.usesProjectIndex)
    XCTAssertEqual(migration.safety, .review)
  }

  func testExplainStatesTheBehaviourChangesToCheck() {
    let text = migration.rationale
    for phrase in [
      "every time the view is initialised", "per property",
      "@ObservationIgnored` properties never update views",
      "iOS 17", "objectWillChange", "@Bindable",
    ] {
      XCTAssertTrue(text.contains(phrase), "rationale should mention \(phrase)")
    }
    XCTAssertTrue(migration.example.before.contains("ObservableObject"))
    XCTAssertTrue(migration.example.after.contains("@Observable\nfinal class Library"))
  }

  /// A class converts only if every use in the run converts: one blocking use in any file
  /// keeps the class and every other use unchanged.
  func testOneBlockingUseInAnotherFileKeepsEveryFileUnchanged() {
    let model = """
      import SwiftUI
      final class Feed: ObservableObject {
        @Published var posts: [String] = []
      }
      struct FeedView: View {
        @StateObject private var feed = Feed()
        var body: some View { Text("\\(feed.posts.count)") }
      }
      """
    let blocker = """
      import SwiftUI
      struct Badge: View {
        @ObservedObject var feed: Feed
        var body: some View { Text("").onReceive(feed.$posts) { _ in } }
      }
      """
    let targets = DeploymentTargets([.iOS: OSVersion([17])])
    let inputs = [("Feed.swift", Array(model.utf8)), ("Badge.swift", Array(blocker.utf8))]
    let run = FixtureRunner.run(
      [migration], inputs: inputs.map { (name: $0.0, bytes: $0.1) }, includeReview: true,
      deploymentTargets: targets)
    XCTAssertEqual(run.files["Feed.swift"], Array(model.utf8))
    XCTAssertEqual(run.files["Badge.swift"], Array(blocker.utf8))
    XCTAssertEqual(
      run.findings,
      [
        "Feed.swift:2:13: verbose: Feed stays ObservableObject: the publisher $posts is used (Badge.swift:4) [observable-macro]"
      ])
    // Without the blocking file the class and its use convert together.
    let alone = FixtureRunner.run(
      [migration], inputs: [(name: "Feed.swift", bytes: Array(model.utf8))], includeReview: true,
      deploymentTargets: targets)
    let text = String(decoding: alone.files["Feed.swift"]!, as: UTF8.self)
    XCTAssertTrue(text.contains("@Observable\nfinal class Feed {"), text)
    XCTAssertTrue(text.contains("@State private var feed = Feed()"), text)
  }

  /// `@testable import App` lines end a test file's imports, a group of their own:
  /// `import Observation` joins the other imports, in their sorted place (before `Testing`)
  /// or after the last of them, not after the `@testable` one. (Not a fixture: fixtures
  /// type-check, and the stub's modules are not compiled for testing.)
  func testImportGoesBeforeTestableImports() {
    let targets = DeploymentTargets([.iOS: OSVersion([17])])
    func converted(_ imports: String) -> String {
      let text =
        imports + "\nfinal class MockLocator: ObservableObject {\n  @Published var status = 0\n}\n"
      let run = FixtureRunner.run(
        [migration], inputs: [(name: "MockLocator.swift", bytes: Array(text.utf8))],
        includeReview: true, deploymentTargets: targets)
      return String(decoding: run.files["MockLocator.swift"]!, as: UTF8.self)
    }
    XCTAssertTrue(
      converted("import CoreLocation\nimport Foundation\nimport Testing\n@testable import App\n")
        .hasPrefix(
          "import CoreLocation\nimport Foundation\nimport Observation\nimport Testing\n"
            + "@testable import App\n"))
    XCTAssertTrue(
      converted("import Foundation\nimport Combine\n@testable import App\n")
        .hasPrefix("import Foundation\nimport Combine\nimport Observation\n@testable import App\n"))
  }

  /// A wrapper the run does not declare is inert (`@Injected`: its property becomes
  /// `@ObservationIgnored`) unless it is a package's known to send the object's
  /// `objectWillChange` (`@Default` of Defaults), which keeps the class. (Not a fixture:
  /// fixtures type-check, and no package but the stub's SwiftUI is there.)
  func testPackageWrapperThatPublishesKeepsTheClassAndAnInertOneDoesNot() {
    let source = """
      import Defaults
      import Factory
      import SwiftUI
      final class Picker: ObservableObject {
        @Default(.format) var format
        @Published var color = 0
      }
      final class History: ObservableObject {
        @Injected(\\.store) var store
        @Published var entries: [Int] = []
      }
      """
    let run = FixtureRunner.run(
      [migration], inputs: [(name: "Models.swift", bytes: Array(source.utf8))],
      includeReview: true, deploymentTargets: DeploymentTargets([.macOS: OSVersion([14])]))
    XCTAssertEqual(
      run.findings,
      [
        "Models.swift:4:13: verbose: Picker stays ObservableObject: the @Default property format may update views through the object (Defaults' @Default sends the object's objectWillChange), which an @ObservationIgnored property would not (Models.swift:5) [observable-macro]",
        "Models.swift:8:13: review: History: ObservableObject → @Observable (no use in the run changes with it) [observable-macro]",
      ])
    let text = String(decoding: run.files["Models.swift"]!, as: UTF8.self)
    XCTAssertTrue(text.contains("  @ObservationIgnored @Injected(\\.store) var store\n"), text)
    XCTAssertTrue(text.contains("final class Picker: ObservableObject {\n  @Default"), text)
  }

  /// A package's wrapper named after `@Published` (`@SheetPublished`, `@PublishedStored`)
  /// is taken to send the object's `objectWillChange` from an `_enclosingInstance`
  /// subscript constrained to ObservableObject: as `@ObservationIgnored` in an `@Observable`
  /// class it would neither compile nor update views, so the class stays. Another package
  /// wrapper is still taken as inert. (Not a fixture: fixtures type-check.)
  func testPackageWrapperNamedLikePublishedKeepsTheClass() {
    let source = """
      import SheetKit
      import SwiftUI
      final class Composer: ObservableObject {
        @SheetPublished(context: "compose") var isShowingPicker = false
        @Published var text = ""
      }
      final class Draft: ObservableObject {
        @LazyService var mailer: Mailer
        @Published var subject = ""
      }
      """
    let run = FixtureRunner.run(
      [migration], inputs: [(name: "Models.swift", bytes: Array(source.utf8))],
      includeReview: true, deploymentTargets: DeploymentTargets([.iOS: OSVersion([17])]))
    XCTAssertEqual(
      run.findings,
      [
        "Models.swift:3:13: verbose: Composer stays ObservableObject: the @SheetPublished property isShowingPicker may update views through the object (SheetPublished is declared outside the run and named like Published: it may send objectWillChange as @Published does), which an @ObservationIgnored property would not (Models.swift:4) [observable-macro]",
        "Models.swift:7:13: review: Draft: ObservableObject → @Observable (no use in the run changes with it)\(Self.unknownWrapperNote("@LazyService mailer (line 8)", "its wrapper is")) [observable-macro]",
      ])
    let text = String(decoding: run.files["Models.swift"]!, as: UTF8.self)
    XCTAssertTrue(
      text.contains("final class Composer: ObservableObject {\n  @SheetPublished"), text)
    XCTAssertTrue(text.contains("  @ObservationIgnored @LazyService var mailer: Mailer\n"), text)
  }

  /// A package's wrapper that is neither known to publish, named after `@Published`, nor on
  /// the list of dependency-injection wrappers known to be inert may reach the object
  /// through its `_enclosingInstance` subscript: the class converts, and the finding names
  /// each such property. Resolver's, Factory's and swift-dependencies' wrappers are inert
  /// and named nowhere, as are SwiftUI's view wrappers (`@Environment` in a model does
  /// nothing); a run's own wrapper is read, not named. (Not a fixture: fixtures type-check.)
  func testUnknownPackageWrapperIsNamedOnTheConversion() {
    let source = """
      import Dependencies
      import Factory
      import StoreKitPlus
      import SwiftUI
      @propertyWrapper struct Clamped {
        var wrappedValue: Int
      }
      final class Cart: ObservableObject {
        @Dependency(\\.date) var date
        @LazyInjected(\\.api) var api
        @WeakLazyInjected(\\.router) var router
        @Clamped var quantity = 1
        @Stored("cart") var items: [String] = []
        @Published var total = 0
        @Synced var receipt = ""
      }
      final class Checkout: ObservableObject {
        @Injected(\\.payments) var payments
        @Environment(\\.openURL) var openLink
        @Published var step = 0
      }
      """
    let run = FixtureRunner.run(
      [migration], inputs: [(name: "Models.swift", bytes: Array(source.utf8))],
      includeReview: true, deploymentTargets: DeploymentTargets([.iOS: OSVersion([17])]))
    XCTAssertEqual(
      run.findings,
      [
        "Models.swift:8:13: review: Cart: ObservableObject → @Observable (no use in the run changes with it)\(Self.unknownWrapperNote("@Stored items (line 13), @Synced receipt (line 15)", "their wrappers are")) [observable-macro]",
        "Models.swift:17:13: review: Checkout: ObservableObject → @Observable (no use in the run changes with it) [observable-macro]",
      ])
    let text = String(decoding: run.files["Models.swift"]!, as: UTF8.self)
    XCTAssertTrue(text.contains("  @ObservationIgnored @Stored(\"cart\") var items"), text)
    XCTAssertTrue(text.contains("  @ObservationIgnored @Dependency(\\.date) var date\n"), text)
  }

  /// The note of `testUnknownPackageWrapperIsNamedOnTheConversion`, as printed.
  static func unknownWrapperNote(_ named: String, _ which: String) -> String {
    "; check \(named): \(which) declared outside the run, and one with a static "
      + "subscript(_enclosingInstance:wrapped:storage:) (as @Published has) updates views "
      + "through the object, which an @ObservationIgnored property would not, and may require "
      + "an ObservableObject: then keep the class as it is"
  }

  /// An object of a type no file of the run declares (`UpdateChecker.shared` of a
  /// package) is no class of the run: it blocks none. A generic parameter, an associated
  /// type or a typealias of that name may stand for one, and still blocks every class.
  /// (Not a fixture: fixtures type-check, and no package but the stub's SwiftUI is there.)
  func testAnObjectOfAnotherModulesTypeBlocksNoClass() {
    let library = """
      import SwiftUI
      final class Library: ObservableObject {
        @Published var books: [String] = []
      }
      struct Shelf: View {
        @StateObject private var library = Library()
        @StateObject private var updates = UpdateChecker.shared
        var body: some View {
          Text("\\(library.books.count)").environmentObject(updates.session)
        }
      }
      """
    func converts(_ other: String, _ third: String = "") -> Bool {
      let run = FixtureRunner.run(
        [migration],
        inputs: [
          (name: "Library.swift", bytes: Array(library.utf8)),
          (name: "Other.swift", bytes: Array(other.utf8)),
          (name: "Third.swift", bytes: Array(third.utf8)),
        ], includeReview: true, deploymentTargets: DeploymentTargets([.iOS: OSVersion([17])]))
      let text = String(decoding: run.files["Library.swift"]!, as: UTF8.self)
      XCTAssertTrue(text.contains("@StateObject private var updates = UpdateChecker.shared"))
      return text.contains("@Observable\nfinal class Library {")
    }
    XCTAssertTrue(converts("import Updates\nlet launchCount = 0\n"))
    XCTAssertFalse(converts("typealias UpdateChecker = Library\n"))
    // A generic parameter declared in another file, named in an extension here.
    XCTAssertFalse(
      converts(
        """
        import SwiftUI
        protocol LibraryProviding { var library: Library { get } }
        struct Row<Shop: LibraryProviding>: View {
          let shop: Shop
          var body: some View { Text("") }
        }
        """,
        """
        import SwiftUI
        extension Row {
          func badge(for other: Shop) -> some View {
            Text("").environmentObject(other.library)
          }
        }
        """))
    // The chain of a placeholder type whose constraint declares the member: `store.library`
    // of `Store: LibraryProviding` is the requirement's Library, a use that converts with it.
    XCTAssertTrue(
      converts(
        """
        import SwiftUI
        protocol LibraryProviding { var library: Library { get } }
        struct Row<Store: LibraryProviding>: View {
          let store: Store
          var body: some View { Text("").environmentObject(store.library) }
        }
        """))
  }

  func testFilesWithoutObjectsRecordOnlyTheirProtocols() {
    XCTAssertEqual(migration.indexFacts(in: SourceFile(text: "struct A { var b = 1 }")), [])
    XCTAssertEqual(
      migration.indexFacts(in: SourceFile(text: "protocol Loading { func load() }")).map(\.value),
      ["R\tLoading"])
  }
}
