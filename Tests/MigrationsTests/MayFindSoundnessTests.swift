import Foundation
import MigrationKit
import Migrations
import SwiftCST
import TestSupport
import XCTest

/// `Migration.mayFind(in:context:)` lets the engine finish a file as soon as it is parsed
/// when no migration may find anything in it, whatever the index holds. These tests run
/// every migration of the registry over every fixture (and the demo app and project
/// fixtures, each as one run) with the run's complete index, and require `mayFind` to say
/// true wherever a migration finds something; and `mayFind` to answer alike with the
/// complete index and with none, as the engine asks it before any index exists.
final class MayFindSoundnessTests: XCTestCase {
  /// A set of files run together, with the targets and placement its files get.
  private struct Group {
    var name: String
    var inputs: [(name: String, bytes: [UInt8])]
    var deploymentTargets = DeploymentTargets()
    var inApp = false
  }

  func testEveryFindingIsInAFileWhereItsMigrationMayFind() throws {
    var groups: [Group] = []
    for migration in allMigrations {
      for fixture in try FixtureCase.all(for: migration.id) {
        groups.append(
          Group(
            name: fixture.description, inputs: fixture.inputs,
            deploymentTargets: fixture.deploymentTargets, inApp: fixture.inApp))
        // The output too: what a second run reads.
        let outputs = fixture.expected.sorted { $0.key < $1.key }.map {
          (name: $0.key, bytes: $0.value)
        }
        groups.append(
          Group(
            name: fixture.description + " (expected)", inputs: outputs,
            deploymentTargets: fixture.deploymentTargets, inApp: fixture.inApp))
      }
    }
    groups.append(Group(name: "Demo", inputs: try Self.swiftFiles(under: "Demo")))
    let projects = Paths.fixtures.appendingPathComponent("Projects")
    for name in try FileManager.default.contentsOfDirectory(atPath: projects.path).sorted() {
      let inputs = try Self.swiftFiles(under: "Projects/" + name)
      if !inputs.isEmpty { groups.append(Group(name: "Projects/" + name, inputs: inputs)) }
    }
    // Some targets make `mayBeAvailable` say false: the fixtures' own, and iOS 13.
    let old = DeploymentTargets([.iOS: OSVersion("13.0")!])
    groups += groups.filter { !$0.deploymentTargets.isKnown }.map {
      var group = $0
      group.name += " (iOS 13)"
      group.deploymentTargets = old
      return group
    }
    var filesWithFindings: [String: Int] = [:]
    var filesPassedOver: [String: Int] = [:]
    for group in groups {
      let sources = group.inputs.map { (name: $0.name, file: SourceFile(bytes: $0.bytes)) }
      let index = FixtureRunner.index(allMigrations, of: sources)
      for source in sources where source.file.diagnostics.isEmpty {
        let complete = FixtureRunner.context(
          for: source.name, source.file, index: index,
          deploymentTargets: group.deploymentTargets, inApp: group.inApp)
        let none = FixtureRunner.context(
          for: source.name, source.file, index: ProjectIndex(),
          deploymentTargets: group.deploymentTargets, inApp: group.inApp)
        for migration in allMigrations {
          let mayFind = migration.mayFind(in: source.file, context: none)
          XCTAssertEqual(
            migration.mayFind(in: source.file, context: complete), mayFind,
            "\(migration.id).mayFind answers differently with the index, in \(group.name): \(source.name)"
          )
          let findings = migration.findings(in: source.file, context: complete)
          if !findings.isEmpty {
            filesWithFindings[migration.id, default: 0] += 1
            XCTAssertTrue(
              mayFind,
              "\(migration.id) finds \(findings.count) in \(group.name): \(source.name), where its mayFind says it finds nothing: \(findings[0].message)"
            )
          } else if !mayFind {
            filesPassedOver[migration.id, default: 0] += 1
          }
        }
      }
    }
    // Every migration found something somewhere, and passed over some files.
    for migration in allMigrations {
      XCTAssertGreaterThan(
        filesWithFindings[migration.id] ?? 0, 0, "\(migration.id) found nothing in the fixtures")
      XCTAssertGreaterThan(
        filesPassedOver[migration.id] ?? 0, 0, "\(migration.id).mayFind never says false")
    }
  }

  /// The Swift files under `Fixtures/<folder>`, named by their path inside it, in path order.
  private static func swiftFiles(under folder: String) throws -> [(name: String, bytes: [UInt8])] {
    let root = Paths.fixtures.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    let names = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    return try names.map {
      ($0, try [UInt8](Data(contentsOf: root.appendingPathComponent($0))))
    }
  }
}
