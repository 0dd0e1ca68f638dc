import SwiftCST
import TestSupport
import XCTest

@testable import MigrationKit
@testable import Migrations

/// Classes and uses in several modules: what a use from another module, or an object of
/// unknown type there, blocks.
extension ObservableMacroTests {
  /// A public class used from another module stays: that module may not be in the run,
  /// and one that is sees the class as ObservableObject until it is rebuilt.
  func testPublicClassUsedFromAnotherModuleIsBlocked() {
    let library = SourceFile(
      text: """
        import SwiftUI
        public final class Store: ObservableObject {
          @Published public var count = 0
        }
        """)
    let app = SourceFile(
      text: """
        import SwiftUI
        import Library
        struct Counter: View {
          @ObservedObject var store: Store
          var body: some View { Text("\\(store.count)") }
        }
        """)
    let findings = self.findings(
      in: library, at: "Store.swift",
      modules: [(library, "Store.swift", 0), (app, "Counter.swift", 1)])
    XCTAssertEqual(
      findings.map(\.message),
      ["Store stays ObservableObject: it is used from another module (Counter.swift:4)"])
    XCTAssertNil(findings.first?.fix)
  }

  /// An object of unknown type passed on in one module blocks the classes that module can
  /// see, not an internal class of another module (a demo app's model and a library's
  /// preview).
  func testAnUnknownObjectBlocksNoInternalClassOfAnotherModule() {
    let app = SourceFile(
      text: """
        import SwiftUI
        final class AppModel: ObservableObject {
          @Published var count = 0
        }
        struct Counter: View {
          @StateObject var model = AppModel()
          var body: some View { Text("\\(model.count)") }
        }
        """)
    let library = SourceFile(
      text: """
        import SwiftUI
        struct Root: View {
          let services: Services
          var body: some View { Text("a").environmentObject(services.session()) }
        }
        """)
    let findings = self.findings(
      in: app, at: "Counter.swift",
      modules: [(app, "Counter.swift", 0), (library, "Root.swift", 1)])
    XCTAssertEqual(
      findings.map(\.message),
      ["AppModel: ObservableObject → @Observable, with its 1 use in 1 file"])
    XCTAssertNotNil(findings.first?.fix)
    // The same object in the class's own module blocks it (`Services` is the run's, its
    // `session()` declared where the run does not show).
    let oneModule = ProjectIndex(
      facts: moduleFacts(migration, app, path: "Counter.swift", module: 0)
        + moduleFacts(migration, library, path: "Root.swift", module: 0),
      declarations: [
        FileDeclarations(file: SourceFile(text: "struct Services {}"), path: "Services.swift")
      ])
    let blocked = migration.findings(
      in: app,
      context: MigrationContext(
        path: "Counter.swift", deploymentTargets: DeploymentTargets([.iOS: OSVersion([17])]),
        index: oneModule, style: SourceStyle()))
    XCTAssertEqual(blocked.map { $0.fix == nil }, [true])
    XCTAssertTrue(blocked[0].message.contains("cannot be told"), blocked[0].message)
  }

  /// `objectWillChange` on an object whose type no index can tell (a closure's parameter)
  /// blocks the classes its module may hold, not an internal class of another module: one
  /// such line in a library kept every class of the app an ObservableObject.
  func testObjectWillChangeOfAnUnknownObjectBlocksOnlyClassesItsModuleSees() {
    let app = SourceFile(
      text: """
        import SwiftUI
        final class AppModel: ObservableObject {
          @Published var count = 0
        }
        struct Counter: View {
          @StateObject var model = AppModel()
          var body: some View { Text("\\(model.count)") }
        }
        """)
    let library = SourceFile(
      text: """
        import Combine
        func nudgeAll(_ makers: [() -> Relay]) {
          makers.map { $0() }.forEach { $0.objectWillChange.send() }
        }
        final class Relay: ObservableObject {}
        """)
    func messages(libraryModule: Int) -> [String] {
      return self.findings(
        in: app, at: "Counter.swift",
        modules: [(app, "Counter.swift", 0), (library, "Relay.swift", libraryModule)]
      ).map(\.message)
    }
    XCTAssertEqual(
      messages(libraryModule: 1),
      ["AppModel: ObservableObject → @Observable, with its 1 use in 1 file"])
    XCTAssertEqual(
      messages(libraryModule: 0),
      [
        "AppModel stays ObservableObject: objectWillChange is used on an object of unknown type (Relay.swift:3)"
      ])
  }

  /// `migration`'s index facts for `file`, as the engine records them for a file of `module`.
  /// A use of an `extension ObservableObject` member on an object of unknown type blocks
  /// the classes its module sees: an internal class of another module is not one of them.
  func testAnExtensionMemberOnAnUnknownObjectBlocksOnlyClassesItsModuleSees() {
    let app = SourceFile(
      text: """
        import SwiftUI
        final class AppModel: ObservableObject {
          @Published var count = 0
        }
        struct Counter: View {
          @StateObject var model = AppModel()
          var body: some View { Text("\\(model.count)") }
        }
        """)
    let library = SourceFile(
      text: """
        import SwiftUI
        extension ObservableObject {
          func markDirty() {}
        }
        func refreshAll(_ objects: [() -> ToolModel]) {
          objects.forEach { $0().markDirty() }
        }
        final class ToolModel: ObservableObject {
          @Published var name = ""
        }
        """)
    func findings(libraryModule: Int) -> [Finding] {
      return self.findings(
        in: app, at: "Counter.swift",
        modules: [(app, "Counter.swift", 0), (library, "Tools.swift", libraryModule)])
    }
    XCTAssertEqual(
      findings(libraryModule: 1).map(\.message),
      ["AppModel: ObservableObject → @Observable, with its 1 use in 1 file"])
    XCTAssertEqual(
      findings(libraryModule: 0).map(\.message),
      [
        "AppModel stays ObservableObject: the ObservableObject extension member markDirty() is used on an object of unknown type (Tools.swift:6)"
      ])
  }

  /// A class's file that two modules compile decides as the file using it does: a blocker
  /// written in a third file is asked about as that file's modules see it, whoever asks (the
  /// class's file saw `Accessories` as unknown, declared in one of its modules only, and
  /// stayed; the view using it, of the module that declares it, converted).
  func testAFileOfTwoModulesDecidesAsItsUseOfOneModule() throws {
    let discovery = SourceFile(
      text: """
        import SwiftUI
        final class Discovery: ObservableObject {
          @Published var hosts: [String] = []
        }
        """)
    let connect = SourceFile(
      text: """
        import SwiftUI
        struct ConnectView: View {
          @StateObject private var discovery = Discovery()
          var body: some View { Text("\\(discovery.hosts.count)") }
        }
        """)
    let accessories = SourceFile(
      text: "final class Accessories { static let shared = Accessories() }")
    let snapshot = SourceFile(
      text: """
        import SwiftUI
        struct SnapshotCase {
          var view: some View { Text("a").environmentObject(Accessories.shared) }
        }
        """)
    let files: [(SourceFile, String, [String], Int)] = [
      (accessories, "Accessories.swift", ["TV"], 0),
      (connect, "ConnectView.swift", ["TV"], 0),
      (discovery, "Discovery.swift", ["Tests", "TV"], 1),
      (snapshot, "Snapshot.swift", ["Tests"], 1),
    ]
    let semantic = SemanticIndex(
      files: files.map { file, path, modules, _ in
        FileDeclarations(
          file: file, path: path, module: modules[0], otherModules: Array(modules.dropFirst()))
      })
    let facts = files.flatMap { file, path, _, module in
      moduleFacts(migration, file, path: path, module: module)
    }
    func findings(_ file: SourceFile, _ path: String, seenFrom modules: [String]) -> [String] {
      let index = ProjectIndex(
        facts: facts,
        semantic: semantic.seen(from: modules[0], alsoCompiledBy: Array(modules.dropFirst())))
      let context = MigrationContext(
        path: path, deploymentTargets: DeploymentTargets([.iOS: OSVersion([17])]),
        index: index, style: SourceStyle())
      return migration.findings(in: file, context: context).map {
        "\($0.message) \($0.fix == nil ? "" : "(fix)")"
      }
    }
    XCTAssertEqual(
      findings(discovery, "Discovery.swift", seenFrom: ["Tests", "TV"]),
      ["Discovery: ObservableObject → @Observable, with its 1 use in 1 file (fix)"])
    XCTAssertEqual(
      findings(connect, "ConnectView.swift", seenFrom: ["TV"]),
      ["Discovery becomes @Observable; 1 use here changes with it (fix)"])
  }

  /// A public class of a module that only apps compile has no clients outside the run: its
  /// message says nothing of them; without a project model, or in a library, it does.
  func testAPublicClassOfAnAppHasNoUsesOutsideTheRun() {
    let file = SourceFile(
      text: """
        import SwiftUI
        public final class Catalog: ObservableObject {
          @Published public var titles: [String] = []
        }
        """)
    func message(onlyInApps: Bool?) -> [String] {
      var context = MigrationContext(
        path: "Catalog.swift", deploymentTargets: DeploymentTargets([.iOS: OSVersion([17])]),
        index: ProjectIndex(facts: moduleFacts(migration, file, path: "Catalog.swift", module: 0)),
        style: SourceStyle())
      if let onlyInApps {
        var placement = ProjectModel.Placement(
          module: 0, targets: DeploymentTargets([.iOS: OSVersion([17])]))
        placement.isOnlyInApps = onlyInApps
        context.placement = placement
      }
      return migration.findings(in: file, context: context).map(\.message)
    }
    let inApp = ["Catalog: ObservableObject → @Observable (no use in the run changes with it)"]
    let elsewhere = [
      "Catalog: ObservableObject → @Observable (no use in the run changes with it; it is public: a module outside the run that uses it must change with it)"
    ]
    XCTAssertEqual(message(onlyInApps: true), inApp)
    XCTAssertEqual(message(onlyInApps: false), elsewhere)
    XCTAssertEqual(message(onlyInApps: nil), elsewhere)
  }

  /// A public protocol's associated type constrained to `ObservableObject` is met by the
  /// types of other modules: an app's internal class witnessing it (a library's
  /// `ObjectAtom`, the app's `object(context:)` returning its class) stays, where an internal
  /// protocol's constraint, which no other module sees, leaves it alone.
  func testAConstraintOfAPublicProtocolBlocksInternalClassesOfOtherModules() {
    let atom = """
      protocol ObjectAtom {
        associatedtype Object: ObservableObject
        func object() -> Object
      }
      """
    let conformer = "struct LoaderAtom: ObjectAtom {\n  func object() -> Loader { Loader() }\n}"
    let blocked = [
      "Loader stays ObservableObject: ObservableObject used as a type or generic constraint (Library.swift:3)"
    ]
    XCTAssertEqual(loaderFindings(library: "public " + atom, app: conformer), blocked)
    XCTAssertEqual(loaderFindings(library: "package " + atom, app: conformer), blocked)
    XCTAssertEqual(loaderFindings(library: atom, app: conformer), [Self.loaderConverts])
    // A constraint of a function inside a public one is local to it.
    XCTAssertEqual(
      loaderFindings(
        library: "public func register() {\n  func keep<O: ObservableObject>(_ o: O) {}\n}",
        app: conformer),
      [Self.loaderConverts])
  }

  /// A public generic function's constraint takes any module's class, an internal one of
  /// the calling module too; a public type's member without a modifier is internal.
  func testAConstraintOfAPublicFunctionBlocksInternalClassesOfOtherModules() {
    let blocked = { (line: Int) in
      [
        "Loader stays ObservableObject: ObservableObject used as a type or generic constraint (Library.swift:\(line))"
      ]
    }
    XCTAssertEqual(
      loaderFindings(library: "public func observe<T: ObservableObject>(_ object: T) {}"),
      blocked(2))
    XCTAssertEqual(
      loaderFindings(
        library:
          "public extension View {\n  func observe(_ object: some ObservableObject) -> Self { self }\n}"
      ),
      blocked(3))
    XCTAssertEqual(
      loaderFindings(
        library: "public struct Box {\n  func observe<T: ObservableObject>(_ object: T) {}\n}"),
      [Self.loaderConverts])
  }

  private static let loaderConverts =
    "Loader: ObservableObject → @Observable (no use in the run changes with it)"

  /// The findings of an internal class `Loader` of module 1 (with `app` beside it), with
  /// `library` in module 0 (both after `import SwiftUI`).
  private func loaderFindings(library: String, app: String = "") -> [String] {
    let libraryFile = SourceFile(text: "import SwiftUI\n" + library + "\n")
    let appFile = SourceFile(
      text: """
        import SwiftUI
        final class Loader: ObservableObject {
          @Published var pages: [String] = []
        }
        \(app)
        """)
    return self.findings(
      in: appFile, at: "Loader.swift",
      modules: [(libraryFile, "Library.swift", 0), (appFile, "Loader.swift", 1)]
    ).map(\.message)
  }

  /// The findings in `file` at `path` (iOS 17), with the index facts of `modules`: each file,
  /// its path and its module.
  private func findings(
    in file: SourceFile, at path: String, modules: [(SourceFile, String, Int)]
  ) -> [Finding] {
    let index = ProjectIndex(
      facts: modules.flatMap { moduleFacts(migration, $0.0, path: $0.1, module: $0.2) })
    let context = MigrationContext(
      path: path, deploymentTargets: DeploymentTargets([.iOS: OSVersion([17])]),
      index: index, style: SourceStyle())
    return migration.findings(in: file, context: context)
  }

  private func moduleFacts(
    _ migration: ObservableMacro, _ file: SourceFile, path: String, module: Int
  ) -> [ProjectFact] {
    migration.indexFacts(in: file).map {
      var fact = $0
      fact.path = path
      fact.module = module
      return fact
    }
  }
}
