import Foundation
import TestSupport
import XCTest

@testable import MigrationKit

/// XcodeGen `project.yml` settings beyond `deploymentTarget`: the xcconfig files of
/// `configFiles`.
final class XcodeGenConfigFilesTests: XCTestCase {
  private func model(_ folder: TemporaryFolder, _ start: String) -> ProjectModel {
    let walk = FileWalker(currentDirectory: folder.path).walk([start])
    return ProjectDiscovery.model(
      starts: [folder.path + "/" + start], found: walk.projectFiles, currentDirectory: folder.path)
  }

  /// `Module name (kind): targets` for a file, or `none`.
  private func placed(_ model: ProjectModel, _ folder: TemporaryFolder, _ file: String) -> String {
    guard let placement = model.placement(of: folder.path + "/" + file) else { return "none" }
    let module = model.modules[placement.module]
    return "\(module.name) (\(module.kind.rawValue)): \(placement.targets.summary)"
  }

  /// `configFiles:` of the project and of a target name xcconfig files (with their
  /// `#include`s) whose `*_DEPLOYMENT_TARGET` XcodeGen lets stand: over the options'
  /// default, and over a target's `deploymentTarget` (which it leaves out then); settings
  /// written in the target still win. The lowest over the configurations counts.
  func testXcodeGenConfigFilesGiveDeploymentTargets() throws {
    let folder = TemporaryFolder()
    folder.write(
      "project.yml",
      """
      name: Paper
      options:
        deploymentTarget:
          iOS: "15.0"
      configFiles:
        Debug: Config/Project.xcconfig
        Release: Config/Project.xcconfig
      targets:
        Paper:
          type: application
          platform: iOS
          deploymentTarget: "15.0"
          configFiles:
            Debug: Config/Debug.xcconfig
            Release: Config/Release.xcconfig
          sources: [Paper]
        PaperMac:
          type: application
          platform: macOS
          sources: [Mac]
        Plain:
          type: framework
          platform: iOS
          sources: [Plain]
        Pinned:
          type: framework
          platform: iOS
          configFiles:
            Debug: Config/Debug.xcconfig
          settings:
            IPHONEOS_DEPLOYMENT_TARGET: "16.4"
          sources: [Pinned]
        Missing:
          type: framework
          platform: iOS
          configFiles:
            Debug: Config/Gone.xcconfig
          sources: [Missing]

      """)
    folder.write("Config/Shared.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0 // both\n")
    folder.write("Config/Debug.xcconfig", "#include \"Shared.xcconfig\"\n")
    folder.write(
      "Config/Release.xcconfig", "#include \"Shared.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 17.2\n"
    )
    folder.write(
      "Config/Project.xcconfig",
      "MACOSX_DEPLOYMENT_TARGET = 14.0\nIPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
    for file in [
      "Paper/A.swift", "Mac/B.swift", "Plain/C.swift", "Pinned/D.swift", "Missing/E.swift",
    ] {
      folder.write(file, "struct S {}\n")
    }
    let model = model(folder, ".")
    XCTAssertEqual(placed(model, folder, "Paper/A.swift"), "Paper (xcodeTarget): iOS 17.0")
    XCTAssertEqual(placed(model, folder, "Mac/B.swift"), "PaperMac (xcodeTarget): macOS 14.0")
    // The project's xcconfig sets iOS: the options' 15.0 is left out.
    XCTAssertEqual(placed(model, folder, "Plain/C.swift"), "Plain (xcodeTarget): iOS 16.0")
    XCTAssertEqual(placed(model, folder, "Pinned/D.swift"), "Pinned (xcodeTarget): iOS 16.4")
    XCTAssertEqual(
      placed(model, folder, "Missing/E.swift"),
      "Missing (xcodeTarget): targets unknown: the oldest OS is assumed")
    XCTAssertEqual(
      model.notes,
      ["Config/Gone.xcconfig: cannot read Gone.xcconfig; targets unknown: the oldest OS is assumed"]
    )
  }

  /// A repository generating several projects names each spec `project-<name>.yml`; a
  /// target's build script (a `|` block) does not end the reading.
  func testASpecNamedProjectDashNameIsRead() throws {
    let folder = TemporaryFolder()
    folder.write(
      "project-auth.yml",
      """
      name: Auth
      options:
        deploymentTarget:
          iOS: 15.0
      targets:
        Auth:
          type: application
          platform: iOS
          sources:
            - path: Auth
          preBuildScripts:
            - name: Lint
              script: |
                if [[ ! "$PATH" =~ "/opt/homebrew/bin" ]]; then
                  PATH="/opt/homebrew/bin:$PATH"
                fi
                  mint run swiftlint
              basedOnDependencyAnalysis: false
        AuthShared:
          type: framework
          platform: iOS
          deploymentTarget: 16.0
          sources: [Shared]

      """)
    folder.write("project-settings.txt", "not a spec\n")
    folder.write("Auth/A.swift", "struct S {}\n")
    folder.write("Other/B.swift", "struct S {}\n")
    folder.write("Shared/C.swift", "struct S {}\n")
    let model = model(folder, ".")
    XCTAssertEqual(placed(model, folder, "Auth/A.swift"), "Auth (xcodeTarget): iOS 15.0")
    // The target after a block-scalar build script is read.
    XCTAssertEqual(placed(model, folder, "Shared/C.swift"), "AuthShared (xcodeTarget): iOS 16.0")
    XCTAssertEqual(
      placed(model, folder, "Other/B.swift"),
      "project-auth.yml (project): targets unknown: the oldest OS is assumed")
  }
}
