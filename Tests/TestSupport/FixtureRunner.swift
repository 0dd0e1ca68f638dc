import Foundation
import MigrationKit
import SwiftCST

/// One fixture case of a migration: `Fixtures/<id>/<case>.swift` with an optional
/// `<case>.expected.swift` (absent means "must not change"), or a folder
/// `Fixtures/<id>/<case>/` with `input/` and `expected/` subfolders for multi-file runs
/// (`expected/` lists every file after the run, including files a fix creates).
///
/// Options go on the first line of the (first) input file, which stays part of the file:
/// `// fixture: include-review deployment-target=iOS=17.0,macOS=14.0`
/// Without `deployment-target` the targets are unknown ("assume the oldest"). `in-app` places
/// every file in an app target (`MigrationContext.isOnlyInApps`), as an Xcode project would.
/// `with=<id>[,<id>…]` runs those migrations too (fixes of several migrations in one file).
///
/// An optional `<case>.findings.txt` (or `<case>/findings.txt`) lists the findings of the
/// first pass exactly, one per line: `file:line:col: level: message [id]`, where the level
/// is the safety, or `verbose` for a finding `check` prints only with `--verbose`.
public struct FixtureCase: CustomStringConvertible {
  public var migrationID: String
  public var name: String
  /// Input files by name (relative to the case), in name order.
  public var inputs: [(name: String, bytes: [UInt8])]
  /// Expected files after the run by name; equal to `inputs` when nothing may change.
  public var expected: [String: [UInt8]]
  public var expectedFindings: [String]?
  /// Where the expected findings are (or would be) written.
  public var findingsURL: URL?
  public var includeReview: Bool
  public var deploymentTargets: DeploymentTargets
  /// The other migrations the case runs with (`with=`), by id.
  public var otherMigrationIDs: [String] = []
  /// The files are compiled only into an app (the `in-app` option).
  public var inApp = false

  public var description: String { "\(migrationID)/\(name)" }

  /// All cases of one migration, in name order.
  public static func all(for migrationID: String) throws -> [FixtureCase] {
    let folder = Paths.fixtures.appendingPathComponent(migrationID)
    let manager = FileManager.default
    let names = try manager.contentsOfDirectory(atPath: folder.path).sorted()
    var cases: [FixtureCase] = []
    for name in names {
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      _ = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
      if isFolder.boolValue {
        let inputFolder = url.appendingPathComponent("input")
        let expectedFolder = url.appendingPathComponent("expected")
        let inputs = try swiftFiles(in: inputFolder)
        var expected: [String: [UInt8]] = [:]
        if manager.fileExists(atPath: expectedFolder.path) {
          for file in try swiftFiles(in: expectedFolder) { expected[file.name] = file.bytes }
        } else {
          for file in inputs { expected[file.name] = file.bytes }
        }
        let findings = try? String(
          contentsOf: url.appendingPathComponent("findings.txt"), encoding: .utf8)
        var fixture = try FixtureCase(
          migrationID: migrationID, name: name, inputs: inputs, expected: expected,
          findings: findings)
        fixture.findingsURL = url.appendingPathComponent("findings.txt")
        cases.append(fixture)
      } else if name.hasSuffix(".swift") && !name.hasSuffix(".expected.swift") {
        let base = String(name.dropLast(".swift".count))
        let input = try [UInt8](Data(contentsOf: url))
        let expectedURL = folder.appendingPathComponent(base + ".expected.swift")
        let expected =
          manager.fileExists(atPath: expectedURL.path)
          ? try [UInt8](Data(contentsOf: expectedURL)) : input
        let findings = try? String(
          contentsOf: folder.appendingPathComponent(base + ".findings.txt"), encoding: .utf8)
        var fixture = try FixtureCase(
          migrationID: migrationID, name: base, inputs: [(name, input)],
          expected: [name: expected], findings: findings)
        fixture.findingsURL = folder.appendingPathComponent(base + ".findings.txt")
        cases.append(fixture)
      }
    }
    return cases
  }

  init(
    migrationID: String, name: String, inputs: [(name: String, bytes: [UInt8])],
    expected: [String: [UInt8]],
    findings: String?
  ) throws {
    self.migrationID = migrationID
    self.name = name
    self.inputs = inputs
    self.expected = expected
    self.expectedFindings = findings.map {
      $0.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
    let firstLine =
      inputs.first.map { String(decoding: $0.bytes.prefix { $0 != 10 && $0 != 13 }, as: UTF8.self) }
      ?? ""
    var includeReview = false
    var inApp = false
    var others: [String] = []
    var targets = DeploymentTargets()
    if let range = firstLine.range(of: "// fixture:") {
      for option in firstLine[range.upperBound...].split(separator: " ") {
        if option == "include-review" {
          includeReview = true
        } else if option == "in-app" {
          inApp = true
        } else if option.hasPrefix("with=") {
          others = option.dropFirst("with=".count).split(separator: ",").map(String.init)
        } else if option.hasPrefix("deployment-target=") {
          var versions: [Platform: OSVersion] = [:]
          for pair in option.dropFirst("deployment-target=".count).split(separator: ",") {
            let parts = pair.split(separator: "=")
            guard parts.count == 2, let platform = Platform(rawValue: String(parts[0])),
              let version = OSVersion(String(parts[1]))
            else { throw FixtureError("bad deployment target '\(pair)' in \(migrationID)/\(name)") }
            versions[platform] = version
          }
          targets = DeploymentTargets(versions)
        } else {
          throw FixtureError("unknown fixture option '\(option)' in \(migrationID)/\(name)")
        }
      }
    }
    self.includeReview = includeReview
    self.deploymentTargets = targets
    self.inApp = inApp
    self.otherMigrationIDs = others
  }

  private static func swiftFiles(in folder: URL) throws -> [(name: String, bytes: [UInt8])] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter {
      $0.hasSuffix(".swift")
    }.map {
      ($0, try [UInt8](Data(contentsOf: folder.appendingPathComponent($0))))
    }
  }
}

public struct FixtureError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// The result of running migrations over a set of in-memory files, like one CLI run.
public struct FixtureRun {
  /// Every file after the run (inputs, rewritten or not, plus created files), by name.
  public var files: [String: [UInt8]]
  /// First-pass findings as `file:line:col: level: message [id]`, in file then offset order;
  /// the level is the safety, or `verbose` for a finding `check` prints only with `--verbose`.
  public var findings: [String]
}

public enum FixtureRunner {
  /// Runs `migrations` over `inputs` as the engine does: a project-index pass over all files,
  /// then each file to a fix point; files requested by fixes are created once, beside the
  /// first requesting file, unless a file of the run already declares their symbol.
  /// With `lateFacts`, every file is indexed as the engine indexes a file it keeps parsed:
  /// a migration with late facts gives its early facts first and its late facts, restricted
  /// to its scope, once every file's early facts are in (without, its facts in one go).
  public static func run(
    _ migrations: [any Migration], inputs: [(name: String, bytes: [UInt8])], includeReview: Bool,
    deploymentTargets: DeploymentTargets, lateFacts: Bool = false, inApp: Bool = false
  ) -> FixtureRun {
    let sources = inputs.map { (name: $0.name, file: SourceFile(bytes: $0.bytes)) }
    let index = Self.index(migrations, of: sources, lateFacts: lateFacts)
    var files: [String: [UInt8]] = [:]
    var findings: [String] = []
    var created: [NewFile] = []
    for source in sources {
      let context = Self.context(
        for: source.name, source.file, index: index, deploymentTargets: deploymentTargets,
        inApp: inApp)
      let result = FixPoint(migrations: migrations, includeReview: includeReview).run(
        source.file, context: context)
      files[source.name] = result.bytes
      for finding in result.findings {
        let location = source.file.location(of: finding.range.lowerBound)
        // A finding `check` prints only with `--verbose` has the level `verbose`.
        let level = finding.isVerboseOnly ? "verbose" : finding.safety.rawValue
        findings.append(
          "\(source.name):\(location.line):\(location.column): \(level): \(finding.message) [\(finding.migrationID)]"
        )
      }
      for requested in result.newFiles
      where !created.contains(where: { $0.name == requested.file.name }) {
        created.append(requested.file)
      }
    }
    for file in created where files[file.name] == nil {
      let declared = sources.contains {
        HelperFiles.declaredNames(in: $0.file).contains(file.providesSymbol)
      }
      if !declared { files[file.name] = Array(file.contents.utf8) }
    }
    return FixtureRun(files: files, findings: findings)
  }

  /// The complete index of a run of `migrations` over `sources` (by name), as `run` builds
  /// it before rewriting any file.
  public static func index(
    _ migrations: [any Migration], of sources: [(name: String, file: SourceFile)],
    lateFacts: Bool = false
  ) -> ProjectIndex {
    let declarations =
      migrations.contains(where: \.usesSemanticIndex)
      ? sources.map { FileDeclarations(file: $0.file, path: $0.name) } : []
    let own = sources.indices.map {
      OwnDeclarations(declarations.isEmpty ? nil : declarations[$0])
    }
    // Late facts that read the run's declarations come only as late facts (the engine
    // never asks such a migration for them in the first pass).
    var factsByFile: [[ProjectFact]] = sources.indices.map { position in
      migrations.flatMap { migration in
        (lateFacts || migration.lateFactsReadTheRun) && migration.hasLateFacts
          ? migration.earlyFacts(in: sources[position].file)
          : migration.indexFacts(in: sources[position].file, own: own[position])
      }
    }
    let late = migrations.filter { $0.hasLateFacts && (lateFacts || $0.lateFactsReadTheRun) }
    if !late.isEmpty {
      let early = ProjectIndex(
        facts: Self.stamped(factsByFile, sources.map(\.name)), declarations: declarations)
      // The run's declarations as each file's rewriting sees them (`MigrationContext`).
      let semantic = early.semantic
      let lateOwn = sources.indices.map { position in
        OwnDeclarations(
          declarations.isEmpty ? nil : declarations[position],
          run: semantic.seen(
            from: semantic.module, alsoCompiledBy: semantic.otherModules,
            path: sources[position].name))
      }
      for migration in late {
        let scope = migration.lateFactScope(in: early)
        for position in sources.indices {
          factsByFile[position] += migration.lateFacts(
            in: sources[position].file,
            own: migration.lateFactsReadTheRun ? lateOwn[position] : own[position], scope: scope)
        }
      }
    }
    let facts = Self.stamped(factsByFile, sources.map(\.name))
    return ProjectIndex(facts: facts, declarations: declarations)
  }

  /// The context a file of a run gets (`run`), over `index`.
  public static func context(
    for name: String, _ file: SourceFile, index: ProjectIndex,
    deploymentTargets: DeploymentTargets, inApp: Bool = false
  ) -> MigrationContext {
    var context = MigrationContext(
      path: name, deploymentTargets: deploymentTargets, index: index,
      style: SourceStyle.detect(in: file.bytes))
    if inApp {
      var placement = ProjectModel.Placement(module: 0, targets: deploymentTargets)
      placement.isOnlyInApps = true
      context.placement = placement
    }
    return context
  }

  /// Each file's facts with its path, in file order.
  private static func stamped(_ factsByFile: [[ProjectFact]], _ names: [String]) -> [ProjectFact] {
    zip(factsByFile, names).flatMap { facts, name in
      facts.map { fact in
        var fact = fact
        fact.path = name
        return fact
      }
    }
  }
}
