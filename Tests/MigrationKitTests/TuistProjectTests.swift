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
    try FileManager.default.copyItem(
      atPath: TestSupport.Paths.fixtures.path + "/Projects/TuistGlobs",
      toPath: folder.path + "/TuistGlobs")
    let walk = FileWalker(currentDirectory: folder.path).walk(["TuistGlobs"])
    let model = ProjectDiscovery.model(
      starts: [folder.path + "/TuistGlobs"], found: walk.projectFiles,
      currentDirectory: folder.path)
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
        "Project.swift: not followed (computed by code the tool does not run): no Project(…) call; targets unknown: the oldest OS is assumed"
      ])
    XCTAssertEqual(
      model.modules.filter(\.targetsNotRead).map { $0.label(relativeTo: folder.path) },
      ["Project.swift (targets not read)"])
  }
}
