import Foundation
import TestSupport
import XCTest

@testable import MigrationKit

/// A Tuist `Project.swift`, read as Swift and never run: each target's deployment targets
/// from its literal, its files from its sources' folders.
final class TuistProjectTests: XCTestCase {
  private func model(_ folder: TemporaryFolder) -> ProjectModel {
    let walk = FileWalker(currentDirectory: folder.path).walk(["."])
    return ProjectDiscovery.model(
      starts: [folder.path + "/."], found: walk.projectFiles, currentDirectory: folder.path)
  }

  /// `Module name (kind): targets` for a file, or `none`.
  private func placed(_ model: ProjectModel, _ folder: TemporaryFolder, _ file: String) -> String {
    guard let placement = model.placement(of: folder.path + "/" + file) else { return "none" }
    let module = model.modules[placement.module]
    return "\(module.name) (\(module.kind.rawValue)): \(placement.targets.summary)"
  }

  func testTargetsWithDeploymentTargetLiteralsAndSourceFolders() throws {
    let folder = TemporaryFolder()
    folder.write(
      "Project.swift",
      """
      import ProjectDescription

      let project = Project(
        name: "Paper",
        targets: [
          .target(
            name: "Paper",
            destinations: .iOS,
            product: .app,
            bundleId: "dev.example.paper",
            deploymentTargets: .iOS("17.0"),
            sources: ["Paper/Sources/**"],
            resources: ["Paper/Resources/**"]
          ),
          .target(
            name: "PaperMac",
            destinations: [.mac],
            product: .app,
            bundleId: "dev.example.paper.mac",
            deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0"),
            sources: "Mac/**/*.swift"
          ),
          .target(
            name: "PaperKit",
            destinations: .iOS,
            product: .framework,
            bundleId: "dev.example.kit",
            sources: ["Kit/Sources/**"]
          ),
          Target(
            name: "Legacy",
            platform: .iOS,
            product: .app,
            bundleId: "dev.example.legacy",
            deploymentTarget: .iOS(targetVersion: "15.0", devices: [.iphone]),
            sources: ["Legacy/**"]
          ),
        ]
      )

      """)
    for file in [
      "Paper/Sources/A.swift", "Mac/Views/B.swift", "Kit/Sources/C.swift", "Legacy/D.swift",
      "Tools/E.swift",
    ] {
      folder.write(file, "struct S {}\n")
    }
    // A model type's file of the same name is not a manifest.
    folder.write("Paper/Sources/Models/Project.swift", "struct Project { var name: String }\n")
    let model = model(folder)
    XCTAssertEqual(placed(model, folder, "Paper/Sources/A.swift"), "Paper (xcodeTarget): iOS 17.0")
    XCTAssertEqual(
      placed(model, folder, "Paper/Sources/Models/Project.swift"), "Paper (xcodeTarget): iOS 17.0")
    XCTAssertEqual(
      placed(model, folder, "Mac/Views/B.swift"), "PaperMac (xcodeTarget): iOS 17.0, macOS 14.0")
    XCTAssertEqual(
      placed(model, folder, "Kit/Sources/C.swift"),
      "PaperKit (xcodeTarget): targets unknown: the oldest OS is assumed")
    XCTAssertEqual(placed(model, folder, "Legacy/D.swift"), "Legacy (xcodeTarget): iOS 15.0")
    XCTAssertEqual(
      placed(model, folder, "Tools/E.swift"),
      "Project.swift (project): targets unknown: the oldest OS is assumed")
    XCTAssertEqual(placed(model, folder, "Project.swift"), "none", "the manifest")
    XCTAssertEqual(model.notes, [])
    XCTAssertEqual(model.modules.filter(\.targetsNotRead).count, 0)
  }

  /// A target's `product:` literal: an app or an app extension has no clients in other
  /// modules (`Placement.isOnlyInApps`), a framework may; a product written otherwise is
  /// not known. A file both the Tuist app and an Xcode project's app compile is only in apps.
  func testProductsOfAppsAndExtensionsAreOnlyInApps() throws {
    let folder = TemporaryFolder()
    folder.write(
      "Project.swift",
      """
      import ProjectDescription

      let project = Project(
        name: "Paper",
        targets: [
          .target(name: "Paper", destinations: .iOS, product: .app, bundleId: "a",
                  sources: ["Paper/**"]),
          .target(name: "Share", destinations: .iOS, product: .appExtension, bundleId: "b",
                  sources: ["Share/**"]),
          .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "c",
                  sources: ["Kit/**"]),
          .target(name: "Tool", destinations: .iOS, product: kind, bundleId: "d",
                  sources: ["Tool/**"]),
        ]
      )

      """)
    for file in ["Paper/A.swift", "Share/B.swift", "Kit/C.swift", "Tool/D.swift"] {
      folder.write(file, "public final class S {}\n")
    }
    let model = model(folder)
    let onlyInApps = ["Paper/A.swift", "Share/B.swift", "Kit/C.swift", "Tool/D.swift"].map {
      model.placement(of: folder.path + "/" + $0)?.isOnlyInApps
    }
    XCTAssertEqual(onlyInApps, [true, true, false, false])
    XCTAssertEqual(
      model.placement(of: folder.path + "/Share/B.swift")
        .map { model.modules[$0.module].product?.isExtensionOfUnknownKind },
      true)
  }

  /// `.paths([…])` with braces, `.glob(_:excluding:)`, a glob of one folder's files,
  /// `buildableFolders`; computed sources are named in the note and their files' targets
  /// are unknown.
  func testSourceGlobsExcludingAndBuildableFolders() throws {
    let folder = TemporaryFolder()
    let model = try fixtureModel("TuistGlobs", in: folder)
    let root = "TuistGlobs/"
    let notRead = "Project.swift (project): targets unknown: the oldest OS is assumed"
    XCTAssertEqual(
      placed(model, folder, root + "Harbor/Sources/App.swift"), "Harbor (xcodeTarget): iOS 16.0")
    XCTAssertEqual(
      placed(model, folder, root + "Harbor/Sources/Screens/Home.swift"),
      "Harbor (xcodeTarget): iOS 16.0")
    XCTAssertEqual(
      placed(model, folder, root + "Kit/Store.swift"), "HarborKit (xcodeTarget): iOS 15.0")
    XCTAssertEqual(placed(model, folder, root + "Kit/Legacy/Old.swift"), notRead)
    XCTAssertEqual(placed(model, folder, root + "Kit/Fakes/StoreMock.swift"), notRead)
    XCTAssertEqual(
      placed(model, folder, root + "Extras/Top.swift"), "HarborKit (xcodeTarget): iOS 15.0")
    XCTAssertEqual(placed(model, folder, root + "Extras/Deep/Inner.swift"), notRead)
    XCTAssertEqual(
      placed(model, folder, root + "Widget/Sources/Entry.swift"),
      "HarborWidget (xcodeTarget): iOS 17.0")
    XCTAssertEqual(placed(model, folder, root + "Tests/HomeTests.swift"), notRead)
    XCTAssertEqual(
      model.notes,
      [
        "TuistGlobs/Project.swift: not followed (computed by code the tool does not run): the sources of target HarborTests; targets unknown: the oldest OS is assumed"
      ])
    XCTAssertEqual(
      model.modules.filter(\.targetsNotRead).map { $0.label(relativeTo: folder.path) },
      ["TuistGlobs/Project.swift (targets not read)"])
    XCTAssertEqual(
      TuistProject.expanded("A/**/*.{swift,m}"), ["A/**/*.swift", "A/**/*.m"])
  }

  /// Manifests in `Projects/<name>` whose sources step out of their folder
  /// (`../../Targets/<name>/Sources/**`, HyroxSim's layout), beside a dependencies-only
  /// `Package.swift` at the root: each file is its target's, with its targets (`Runner`'s
  /// written by the names of top-level constants, as ichime writes them).
  func testSourcesOutsideTheManifestFolder() throws {
    let folder = TemporaryFolder()
    let model = try fixtureModel("TuistParentSources", in: folder)
    let root = "TuistParentSources/Targets/"
    XCTAssertEqual(
      placed(model, folder, root + "Core/Sources/Lap.swift"),
      "Core (xcodeTarget): iOS 17.0, watchOS 10.0")
    XCTAssertEqual(
      placed(model, folder, root + "Runner/Sources/LapList.swift"),
      "Runner (xcodeTarget): iOS 17.0")
    XCTAssertEqual(
      placed(model, folder, root + "RunnerWatch/Sources/LapRow.swift"),
      "RunnerWatch (xcodeTarget): watchOS 10.0")
    XCTAssertEqual(model.notes, [])
    // A glob's `..` after a literal folder steps back out of it; after a glob it stays.
    let glob = PathGlob("App/../Shared/**", base: "/p/Projects/App", anchored: true)
    XCTAssertTrue(glob.matches("/p/Projects/App/Shared/A.swift"))
    XCTAssertFalse(glob.matches("/p/Projects/App/App/Shared/A.swift"))
    let parent = PathGlob("../../Targets/**", base: "/p/Projects/App", anchored: true)
    XCTAssertTrue(parent.matches("/p/Targets/App/A.swift"))
  }

  func testComputedTargetsGiveANoteAndUnknownTargets() throws {
    let folder = TemporaryFolder()
    folder.write(
      "Project.swift",
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project.app(name: "Paper", destinations: .iOS, additionalTargets: [])

      """)
    folder.write("Targets/Paper/Sources/A.swift", "struct S {}\n")
    let model = model(folder)
    XCTAssertEqual(
      placed(model, folder, "Targets/Paper/Sources/A.swift"),
      "Project.swift (project): targets unknown: the oldest OS is assumed")
    XCTAssertEqual(
      model.notes,
      [
        "Project.swift: not followed (computed by code the tool does not run): the targets Project.app(…) may add; targets unknown: the oldest OS is assumed"
      ])
    XCTAssertEqual(
      model.modules.filter(\.targetsNotRead).map { $0.label(relativeTo: folder.path) },
      ["Project.swift (targets not read)"])
  }
}

/// Targets a manifest makes with the project's helpers (`Target.feature(name: "Inbox")` of
/// `Tuist/ProjectDescriptionHelpers`): the helper's body is read for the target's name,
/// deployment targets (a constant of the helpers) and sources (its convention, from the
/// call's arguments).
final class TuistHelperTargetsTests: XCTestCase {
  func testTargetsOfHelperFunctions() throws {
    let folder = TemporaryFolder()
    let model = try fixtureModel("TuistHelpers", in: folder)
    let placed = { (file: String) -> String in
      guard let placement = model.placement(of: folder.path + "/TuistHelpers/Features/" + file)
      else { return "none" }
      return "\(model.modules[placement.module].name): \(placement.targets.summary)"
    }
    let unknown = "targets unknown: the oldest OS is assumed"
    XCTAssertEqual(placed("Inbox/Sources/InboxList.swift"), "Inbox: iOS 16.4")
    XCTAssertEqual(placed("Inbox/Previews/InboxSamples.swift"), "Inbox: iOS 16.4")
    XCTAssertEqual(placed("Inbox/Tests/InboxTests.swift"), "InboxTests: iOS 16.4")
    XCTAssertEqual(placed("Outbox/Mail/Sources/OutboxList.swift"), "Outbox: iOS 16.4")
    // Sources another tool computes, a name the manifest computes: not read.
    XCTAssertEqual(placed("Outbox/Drafts/DraftList.swift"), "Project.swift: " + unknown)
    XCTAssertEqual(placed("Archive/Sources/ArchiveList.swift"), "Project.swift: " + unknown)
    XCTAssertEqual(
      model.notes,
      [
        "TuistHelpers/Features/Archive/Project.swift: not followed (computed by code the tool does not run): target .feature(name: archiveName()); \(unknown)",
        "TuistHelpers/Features/Inbox/Project.swift: not followed (computed by code the tool does not run): the targets Project.feature(…) may add; \(unknown)",
        "TuistHelpers/Features/Outbox/Project.swift: not followed (computed by code the tool does not run): the sources of target Drafts; \(unknown)",
      ])
  }

  /// The values a helper's body computes its target from, and what is not read.
  func testEvaluatedHelperValues() {
    let helpers = TuistHelpers(
      files: [
        Array(
          """
          import ProjectDescription
          public enum Defaults {
            public static let deploymentTargets: DeploymentTargets = .iOS("15.5")
          }
          extension Target {
            public static func module(name: String, path: String? = nil) -> Target {
              let folder = path ?? name
              return .target(name: name, destinations: .iOS, product: .framework,
                             bundleId: "b", deploymentTargets: Defaults.deploymentTargets,
                             sources: ["\\(folder)/**"])
            }
            public static func kit(_ name: String) -> Self {
              let target: Target = .target(name: "\\(name)Kit", destinations: .iOS,
                                           product: .framework, bundleId: "k",
                                           sources: "Kits/\\(name)/**")
              return target
            }
          }
          """.utf8)
      ])
    let project = TuistProject.read(
      Array(
        """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project = Project(name: "P", targets: [
          .module(name: "Feed"),
          .module(name: "Odd", path: "Odd"),
          .kit("Net"),
          .unknownHelper(name: "X"),
        ])
        """.utf8), helpers: helpers)
    XCTAssertEqual(project.targets.map(\.name), ["Feed", "Odd", "NetKit"])
    XCTAssertEqual(project.targets[0].deploymentTargets, [.iOS: OSVersion("15.5")!])
    // `path ?? name` is not read: the sources are not known.
    XCTAssertEqual(project.targets[0].sourcesNotRead, true)
    XCTAssertEqual(project.targets[1].sourcesNotRead, true)
    XCTAssertEqual(project.targets[2].sources, ["Kits/Net"])
    XCTAssertNil(project.targets[2].deploymentTargets)
    XCTAssertEqual(
      project.unreadable,
      [
        "the sources of target Feed", "the sources of target Odd",
        "target .unknownHelper(name: \"X\")",
      ])
    // A `let` whose `if` reads it (not valid Swift): not known, and the reading ends.
    let looping = TuistHelpers(
      files: [
        Array(
          """
          extension Target {
            static func loop(name: String) -> Target {
              let folder: String
              if let folder { folder = "A" } else { folder = "B" }
              return .target(name: name, sources: ["\\(folder)/**"])
            }
          }
          """.utf8)
      ])
    let read = TuistProject.read(
      Array(#"let project = Project(name: "P", targets: [.loop(name: "L")])"#.utf8),
      helpers: looping)
    XCTAssertEqual(read.targets.map(\.sourcesNotRead), [true])
  }
}

/// The model of `Fixtures/Projects/<name>`, copied into `folder`.
private func fixtureModel(_ name: String, in folder: TemporaryFolder) throws -> ProjectModel {
  try FileManager.default.copyItem(
    atPath: TestSupport.Paths.fixtures.path + "/Projects/" + name, toPath: folder.path + "/" + name)
  let walk = FileWalker(currentDirectory: folder.path).walk([name])
  return ProjectDiscovery.model(
    starts: [folder.path + "/" + name], found: walk.projectFiles, currentDirectory: folder.path)
}
