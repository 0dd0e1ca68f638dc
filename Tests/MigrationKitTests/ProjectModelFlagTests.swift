import Foundation
import XCTest

@testable import MigrationKit

/// `--deployment-target` over a project's modules (`ProjectModel.overrideTargets(with:)`).
extension ProjectModelTests {
  func testFlagOverridesEveryModule() throws {
    let folder = try copy("XcodeApp")
    var model = model(folder, "XcodeApp")
    model.overrideTargets(with: DeploymentTargets([.iOS: OSVersion([18, 0])]))
    XCTAssertEqual(
      placed(model, folder, "XcodeApp/App/AppList.swift"), "App (xcodeTarget): iOS 18.0")
  }

  /// The flag gives each module the versions of the platforms its project says, read even
  /// when its versions are not (a gitignored xcconfig): an iOS app does not become a watch
  /// app with `iOS=18.0,watchOS=10.0`.
  func testFlagKeepsEachModulesOwnPlatforms() throws {
    let folder = try copy("XcodeApp")
    let project = folder.path + "/XcodeApp/App.xcodeproj/project.pbxproj"
    // The widget becomes a watchOS target; the app's xcconfig goes missing.
    let text = try String(contentsOfFile: project, encoding: .utf8)
      .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET", with: "WATCHOS_DEPLOYMENT_TARGET")
      .replacingOccurrences(of: "INFOPLIST_FILE =", with: "SDKROOT = watchos; INFOPLIST_FILE =")
    try text.write(toFile: project, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: folder.path + "/XcodeApp/Config/App.xcconfig")
    var model = model(folder, "XcodeApp")
    let app = try XCTUnwrap(model.modules.first { $0.name == "App" })
    XCTAssertFalse(app.targets.isKnown)
    XCTAssertEqual(app.platforms, [.iOS])
    XCTAssertEqual(
      placed(model, folder, "XcodeApp/Widget/WidgetList.swift"),
      "Widget (xcodeTarget): watchOS 17.0")
    let flag = DeploymentTargets([.iOS: OSVersion([18, 0]), .watchOS: OSVersion([10, 0])])
    var onlyIOS = model
    model.overrideTargets(with: flag)
    XCTAssertEqual(
      placed(model, folder, "XcodeApp/App/AppList.swift"), "App (xcodeTarget): iOS 18.0")
    XCTAssertEqual(
      placed(model, folder, "XcodeApp/Widget/WidgetList.swift"),
      "Widget (xcodeTarget): watchOS 10.0")
    // Files in no target: what they would be built for is unknown, so the flag whole.
    XCTAssertEqual(
      placed(model, folder, "XcodeApp/App/Preview/Sample.swift"),
      "App.xcodeproj (project): iOS 18.0, watchOS 10.0")
    // A flag that names none of a module's platforms is taken whole: the build tools'
    // package is for macOS only, and so is the watch target with `iOS=18.0`.
    XCTAssertEqual(
      placed(model, folder, "XcodeApp/Tools/Lint/main.swift"),
      "Lint (packageTarget): iOS 18.0, watchOS 10.0")
    onlyIOS.overrideTargets(with: DeploymentTargets([.iOS: OSVersion([18, 0])]))
    XCTAssertEqual(
      placed(onlyIOS, folder, "XcodeApp/Widget/WidgetList.swift"), "Widget (xcodeTarget): iOS 18.0")
    XCTAssertEqual(
      placed(onlyIOS, folder, "XcodeApp/App/AppList.swift"), "App (xcodeTarget): iOS 18.0")
  }
}
