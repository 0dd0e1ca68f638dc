import Foundation
import TestSupport
import XCTest

@testable import MigrationKit

/// The project model over the fixture projects in `Fixtures/Projects/`, each copied to a
/// temporary folder so that nothing above it (this package's own manifest) is found.
final class ProjectModelTests: XCTestCase {
  func copy(_ name: String) throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    try FileManager.default.copyItem(
      atPath: TestSupport.Paths.fixtures.path + "/Projects/" + name,
      toPath: folder.path + "/" + name)
    return folder
  }

  func model(_ folder: TemporaryFolder, _ start: String) -> ProjectModel {
    let walk = FileWalker(currentDirectory: folder.path).walk([start])
    return ProjectDiscovery.model(
      starts: [folder.path + "/" + start], found: walk.projectFiles, currentDirectory: folder.path)
  }

  /// `Module name (kind): targets` for a file, or `none`.
  func placed(_ model: ProjectModel, _ folder: TemporaryFolder, _ file: String) -> String {
    guard let placement = model.placement(of: folder.path + "/" + file) else { return "none" }
    let module = model.modules[placement.module]
    return "\(module.name) (\(module.kind.rawValue)): \(placement.targets.summary)"
  }

  func testPackageTargetsAndNestedLocalPackages() throws {
    let folder = try copy("PackageTargets")
    let model = model(folder, "PackageTargets")
    let root = "PackageTargets/"
    XCTAssertEqual(
      placed(model, folder, root + "Sources/Core/CoreList.swift"),
      "Core (packageTarget): iOS 16.0, macOS 13.0")
    // `path: "Sources/UI"`, and `exclude: ["Legacy"]` leaves its subfolder to the package.
    XCTAssertEqual(
      placed(model, folder, root + "Sources/UI/SearchField.swift"),
      "Interface (packageTarget): iOS 16.0, macOS 13.0")
    XCTAssertEqual(
      placed(model, folder, root + "Sources/UI/Legacy/OldSearch.swift"),
      "Package.swift (project): iOS 16.0, macOS 13.0")
    XCTAssertEqual(
      placed(model, folder, root + "Tests/CoreTests/CoreTests.swift"),
      "CoreTests (packageTarget): iOS 16.0, macOS 13.0")
    // The innermost package wins.
    XCTAssertEqual(
      placed(model, folder, root + "LocalPackages/Feature/Sources/Feature/FeatureList.swift"),
      "Feature (packageTarget): iOS 17.0, macOS 14.0")
    // A manifest is built for the machine that builds: no module.
    XCTAssertEqual(placed(model, folder, root + "Package.swift"), "none")
    XCTAssertEqual(model.notes, [])
    let core = try XCTUnwrap(model.modules.first { $0.name == "Core" })
    XCTAssertEqual(core.rootFolder, folder.path + "/PackageTargets/Sources/Core")
    XCTAssertEqual(
      core.label(relativeTo: folder.path), "Core (PackageTargets/Package.swift, target Core)")
  }

  func testXcodeTargetsWithXcconfigFilesAndABuildToolsManifest() throws {
    let folder = try copy("XcodeApp")
    let model = model(folder, "XcodeApp")
    let root = "XcodeApp/"
    // Debug: App.xcconfig → #include "Base.xcconfig" → $(APP_MINIMUM_IOS) = 16.4; Release
    // 17.0; MACOSX_DEPLOYMENT_TARGET = 13.0 does not count: SUPPORTED_PLATFORMS is iOS only.
    XCTAssertEqual(placed(model, folder, root + "App/AppList.swift"), "App (xcodeTarget): iOS 16.4")
    XCTAssertEqual(
      placed(model, folder, root + "App/Screens/AppSearch.swift"), "App (xcodeTarget): iOS 16.4")
    // A membership exception takes the file out of the target: no target builds it, and
    // the project's own settings are no target's, so its targets are unknown.
    XCTAssertEqual(
      placed(model, folder, root + "App/Preview/Sample.swift"),
      "App.xcodeproj (project): targets unknown: the oldest OS is assumed")
    // SDKROOT = iphoneos at project level; 17.0, and 17.2 for the simulator only.
    XCTAssertEqual(
      placed(model, folder, root + "Widget/WidgetList.swift"), "Widget (xcodeTarget): iOS 17.0")
    // The build tools' manifest beside the project claims only its own target's folder.
    XCTAssertEqual(
      placed(model, folder, root + "Tools/Lint/main.swift"), "Lint (packageTarget): macOS 15.0")
    XCTAssertEqual(model.notes, [])
    let app = try XCTUnwrap(model.modules.first { $0.name == "App" })
    XCTAssertEqual(app.rootFolder, folder.path + "/XcodeApp/App")
    XCTAssertFalse(app.listsFilesExplicitly)
  }

  /// A helper file goes into the first synchronized folder that exists and is not Xcode
  /// Cloud's `ci_scripts` (its build scripts); with none, beside its caller, and the project
  /// then lists the files to add it to.
  func testHelperFolderSkipsCIScriptsAndMissingFolders() throws {
    let folder = try copy("XcodeApp")
    let project = folder.path + "/XcodeApp/App.xcodeproj/project.pbxproj"
    var text = try String(contentsOfFile: project, encoding: .utf8)
    let groups = """
      \t\tF0000000000000000000F003 /* ci_scripts */ = {isa = PBXFileSystemSynchronizedRootGroup; \
      explicitFileTypes = {}; explicitFolders = (); path = ci_scripts; sourceTree = "<group>"; };
      \t\tF0000000000000000000F004 /* Assets */ = {isa = PBXFileSystemSynchronizedRootGroup; \
      explicitFileTypes = {}; explicitFolders = (); path = Assets; sourceTree = "<group>"; };

      """
    text = text.replacingOccurrences(
      of: "/* End PBXFileSystemSynchronizedRootGroup section */",
      with: groups + "/* End PBXFileSystemSynchronizedRootGroup section */")
    // The App target: ci_scripts and a missing Assets first; the Widget target: only those.
    text = text.replacingOccurrences(
      of: "\t\t\t\tF0000000000000000000F001 /* App */,\n",
      with: "\t\t\t\tF0000000000000000000F003 /* ci_scripts */,\n"
        + "\t\t\t\tF0000000000000000000F004 /* Assets */,\n"
        + "\t\t\t\tF0000000000000000000F001 /* App */,\n")
    text = text.replacingOccurrences(
      of: "\t\t\t\tF0000000000000000000F002 /* Widget */,\n",
      with: "\t\t\t\tF0000000000000000000F003 /* ci_scripts */,\n")
    try text.write(toFile: project, atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/XcodeApp/ci_scripts", withIntermediateDirectories: true)
    let model = model(folder, "XcodeApp")
    let app = try XCTUnwrap(model.modules.first { $0.name == "App" })
    XCTAssertEqual(app.rootFolder, folder.path + "/XcodeApp/App")
    XCTAssertFalse(app.listsFilesExplicitly)
    let widget = try XCTUnwrap(model.modules.first { $0.name == "Widget" })
    XCTAssertEqual(widget.sourceFolders, [folder.path + "/XcodeApp/ci_scripts"])
    XCTAssertNil(widget.rootFolder)
    XCTAssertTrue(widget.listsFilesExplicitly)
  }

  func testProductTypesExtensionPointsAndMacCatalyst() throws {
    let folder = try copy("XcodeApp")
    let model = model(folder, "XcodeApp")
    let app = try XCTUnwrap(model.modules.first { $0.name == "App" })
    let widget = try XCTUnwrap(model.modules.first { $0.name == "Widget" })
    XCTAssertEqual(app.product, Product(type: "com.apple.product-type.application"))
    // `INFOPLIST_FILE = "$(SRCROOT)/Widget/Info.plist"` names the extension point.
    XCTAssertEqual(
      widget.product,
      Product(
        type: "com.apple.product-type.app-extension",
        extensionPoint: "com.apple.widgetkit-extension"))
    XCTAssertTrue(widget.product?.isWidgetExtension == true)
    XCTAssertFalse(app.product?.isWidgetExtension == true)
    // `SUPPORTS_MACCATALYST = YES` in the Release configuration only still counts.
    XCTAssertTrue(app.buildsForMacCatalyst)
    XCTAssertFalse(widget.buildsForMacCatalyst)
    let widgetFile = try XCTUnwrap(
      model.placement(of: folder.path + "/XcodeApp/Widget/WidgetList.swift"))
    XCTAssertTrue(widgetFile.isInWidgetExtension)
    XCTAssertFalse(widgetFile.buildsForMacCatalyst)
    let appFile = try XCTUnwrap(model.placement(of: folder.path + "/XcodeApp/App/AppList.swift"))
    XCTAssertFalse(appFile.isInWidgetExtension)
    XCTAssertTrue(appFile.buildsForMacCatalyst)
    // Package targets say nothing of products.
    let lint = try XCTUnwrap(model.modules.first { $0.name == "Lint" })
    XCTAssertNil(lint.product)
  }

  func testXcodeGenProductsAndMacCatalyst() throws {
    let folder = TemporaryFolder()
    folder.write(
      "project.yml",
      """
      name: Notes
      options:
        deploymentTarget:
          iOS: "17.0"
      targets:
        Notes:
          type: application
          platform: iOS
          supportedDestinations: [iOS, macCatalyst]
          sources: [Notes]
        Widgets:
          type: app-extension
          platform: iOS
          info:
            path: Widgets/Info.plist
            properties:
              NSExtension:
                NSExtensionPointIdentifier: com.apple.widgetkit-extension
          sources: [Widgets]
        Complications:
          type: app-extension
          platform: iOS
          settings:
            base:
              INFOPLIST_FILE: Complications/Info.plist
              SUPPORTS_MACCATALYST: YES
          sources: [Complications]
        Share:
          type: app-extension
          platform: iOS
          sources: [Share]
      """)
    folder.write(
      "Complications/Info.plist",
      """
      <plist version="1.0"><dict><key>NSExtension</key><dict>
      <key>NSExtensionPointIdentifier</key>
        <string>com.apple.widgetkit-extension</string>
      </dict></dict></plist>
      """)
    for file in ["Notes/A.swift", "Widgets/B.swift", "Complications/C.swift", "Share/D.swift"] {
      folder.write(file, "struct S {}\n")
    }
    let model = model(folder, ".")
    func placement(_ file: String) throws -> ProjectModel.Placement {
      try XCTUnwrap(model.placement(of: folder.path + "/" + file))
    }
    XCTAssertTrue(try placement("Notes/A.swift").buildsForMacCatalyst)
    XCTAssertFalse(try placement("Notes/A.swift").isInWidgetExtension)
    // `info: properties:` written in project.yml.
    XCTAssertTrue(try placement("Widgets/B.swift").isInWidgetExtension)
    // The Info.plist the settings name.
    XCTAssertTrue(try placement("Complications/C.swift").isInWidgetExtension)
    XCTAssertTrue(try placement("Complications/C.swift").buildsForMacCatalyst)
    // An app extension that does not say which: its sources will tell.
    let share = try placement("Share/D.swift")
    XCTAssertFalse(share.isInWidgetExtension)
    XCTAssertEqual(share.extensionsOfUnknownKind, [share.module])
    XCTAssertEqual(
      model.modules[share.module].product, Product(type: "com.apple.product-type.app-extension"))
  }

  func testExplicitFileReferencesWithGroupPaths() throws {
    let folder = try copy("ExplicitFiles")
    let model = model(folder, "ExplicitFiles")
    let root = "ExplicitFiles/Sources/"
    // `<group>` paths through Sources/Screens, and a SOURCE_ROOT path.
    XCTAssertEqual(
      placed(model, folder, root + "Screens/Inbox.swift"), "Legacy (xcodeTarget): iOS 17.0")
    XCTAssertEqual(
      placed(model, folder, root + "Screens/Search.swift"), "Legacy (xcodeTarget): iOS 17.0")
    XCTAssertEqual(
      placed(model, folder, root + "Loose.swift"),
      "Legacy.xcodeproj (project): targets unknown: the oldest OS is assumed")
    // The group's path is `Settings`, the folder `settings`: Xcode on a Mac finds it.
    XCTAssertEqual(
      placed(model, folder, root + "settings/Preferences.swift"),
      "Legacy (xcodeTarget): iOS 17.0")
    let legacy = try XCTUnwrap(model.modules.first { $0.name == "Legacy" })
    XCTAssertTrue(legacy.listsFilesExplicitly)
    XCTAssertNil(legacy.rootFolder)
  }

  func testBadProjectFilesGiveOneNoteEachAndUnknownTargets() throws {
    let folder = try copy("BadInput")
    let model = model(folder, "BadInput")
    XCTAssertEqual(
      model.notes.sorted(),
      [
        "BadInput/Computed/Package.swift: not followed (computed by code the tool does not run): targets: names.map { .target(name: $0) }; its files get the package's platforms (iOS 17.0)",
        "BadInput/Cycle/Config/Two.xcconfig: #include cycle (One.xcconfig → Two.xcconfig → One.xcconfig); targets unknown: the oldest OS is assumed",
        "BadInput/Malformed/Broken.xcodeproj/project.pbxproj: cannot be understood (line 6: expected ';'); targets unknown: the oldest OS is assumed",
      ])
    XCTAssertEqual(
      placed(model, folder, "BadInput/Malformed/Sources/Search.swift"),
      "Broken.xcodeproj (project): targets unknown: the oldest OS is assumed")
    XCTAssertEqual(
      placed(model, folder, "BadInput/Cycle/Sources/CycleSearch.swift"),
      "Cycle (xcodeTarget): targets unknown: the oldest OS is assumed")
    XCTAssertEqual(
      placed(model, folder, "BadInput/Computed/Sources/Alpha/AlphaSearch.swift"),
      "Package.swift (project): iOS 17.0")
  }

  func testXcodeGenProject() throws {
    let folder = TemporaryFolder()
    folder.write(
      "project.yml",
      """
      name: Notes
      options:
        deploymentTarget:
          iOS: "16.0"
          macOS: 13.0 # the Mac app
      targetTemplates:
        Base:
          supportedDestinations: [iOS, macOS]
          sources:
            - path: Common
      targets:
        Widgets:
          templates:
            - Base
          sources: [Widgets]
        Notes:
          type: application
          platform: iOS
          sources:
            - Notes
            - path: Shared
        NotesMac:
          type: application
          platform: macOS
          deploymentTarget: "14.0"
          sources: [Mac]
        NotesTests:
          type: bundle.unit-test
          platform: iOS
          settings:
            base:
              IPHONEOS_DEPLOYMENT_TARGET: 17.0
          sources: [Tests]

      """)
    for file in [
      "Notes/A.swift", "Shared/B.swift", "Mac/C.swift", "Tests/D.swift", "Other/E.swift",
      "Common/F.swift", "Widgets/G.swift",
    ] {
      folder.write(file, "struct S {}\n")
    }
    let model = model(folder, ".")
    XCTAssertEqual(placed(model, folder, "Notes/A.swift"), "Notes (xcodeTarget): iOS 16.0")
    // A template gives its platforms (`supportedDestinations`) and its sources.
    XCTAssertEqual(
      placed(model, folder, "Common/F.swift"), "Widgets (xcodeTarget): iOS 16.0, macOS 13.0")
    XCTAssertEqual(
      placed(model, folder, "Widgets/G.swift"), "Widgets (xcodeTarget): iOS 16.0, macOS 13.0")
    XCTAssertEqual(placed(model, folder, "Shared/B.swift"), "Notes (xcodeTarget): iOS 16.0")
    XCTAssertEqual(placed(model, folder, "Mac/C.swift"), "NotesMac (xcodeTarget): macOS 14.0")
    // Settings written out win over `deploymentTarget` and the options default.
    XCTAssertEqual(placed(model, folder, "Tests/D.swift"), "NotesTests (xcodeTarget): iOS 17.0")
    // Files in no target: each target says its own platforms, so theirs are unknown.
    XCTAssertEqual(
      placed(model, folder, "Other/E.swift"),
      "project.yml (project): targets unknown: the oldest OS is assumed")
  }

  /// A file in the sources of two targets: its module is the first, its targets hold in
  /// both (the lowest version per platform), and both modules compile it.
  func testAFileOfTwoTargetsGetsTheLowestOfTheirTargets() throws {
    let folder = try copy("MixedTargets")
    let model = model(folder, "MixedTargets")
    XCTAssertEqual(
      placed(model, folder, "MixedTargets/Shared/NoteStore.swift"), "Modern (xcodeTarget): iOS 15.0"
    )
    XCTAssertEqual(
      placed(model, folder, "MixedTargets/Modern/ModernList.swift"),
      "Modern (xcodeTarget): iOS 17.0")
    let shared = try XCTUnwrap(
      model.placement(of: folder.path + "/MixedTargets/Shared/NoteStore.swift"))
    XCTAssertEqual(shared.modules.map { model.modules[$0].name }, ["Modern", "Classic"])
  }

  /// A file of a local package's target that an Xcode target also compiles (a file
  /// reference into the package's sources, or a synchronized folder inside them): both
  /// modules compile it, the package's first, and its targets hold in both. A synchronized
  /// folder's files and the package's other files stay in their one module.
  func testAPackageFileAnXcodeTargetAlsoCompilesIsInBothModules() throws {
    let folder = try copy("PackageSharedFiles")
    let model = model(folder, "PackageSharedFiles")
    let kit = "PackageSharedFiles/Kit/Sources/Kit/"
    let names = { (file: String) -> [String] in
      model.placement(of: folder.path + "/" + file).map {
        $0.modules.map { model.modules[$0].name }
      } ?? []
    }
    XCTAssertEqual(
      placed(model, folder, kit + "Theme.swift"), "Kit (packageTarget): iOS 15.0, macOS 13.0")
    XCTAssertEqual(names(kit + "Theme.swift"), ["Kit", "Shop"])
    XCTAssertEqual(
      placed(model, folder, kit + "Shared/Badge.swift"),
      "Kit (packageTarget): iOS 15.0, macOS 13.0")
    XCTAssertEqual(names(kit + "Shared/Badge.swift"), ["Kit", "Shop"])
    XCTAssertEqual(
      placed(model, folder, kit + "Store.swift"), "Kit (packageTarget): iOS 16.0, macOS 13.0")
    XCTAssertEqual(names(kit + "Store.swift"), ["Kit"])
    XCTAssertEqual(
      placed(model, folder, "PackageSharedFiles/App/ShopApp.swift"), "Shop (xcodeTarget): iOS 15.0")
    XCTAssertEqual(names("PackageSharedFiles/App/ShopApp.swift"), ["Shop"])
    XCTAssertEqual(model.notes, [])
  }

  /// XcodeGen `includes` and `excludes`: globs relative to the source's path (`*` within
  /// one folder, `**` any number), a folder excluded with its contents.
  func testXcodeGenSourceIncludesAndExcludes() throws {
    let folder = try copy("XcodeGenGlobs")
    let model = model(folder, "XcodeGenGlobs")
    let root = "XcodeGenGlobs/Atlas/"
    XCTAssertEqual(placed(model, folder, root + "MapView.swift"), "Atlas (xcodeTarget): iOS 16.0")
    XCTAssertEqual(
      placed(model, folder, root + "Map/MapViewTests.swift"), "AtlasTests (xcodeTarget): iOS 17.0")
    XCTAssertEqual(
      placed(model, folder, root + "Legacy/OldMap.swift"),
      "project.yml (project): targets unknown: the oldest OS is assumed")
    // `*.generated.swift` is the source folder's own files, not those of its subfolders.
    XCTAssertEqual(
      placed(model, folder, root + "Top.generated.swift"),
      "project.yml (project): targets unknown: the oldest OS is assumed")
    XCTAssertEqual(
      placed(model, folder, root + "Sub/Deep.generated.swift"), "Atlas (xcodeTarget): iOS 16.0")
    let tests = try XCTUnwrap(
      model.placement(of: folder.path + "/" + root + "Map/MapViewTests.swift"))
    XCTAssertEqual(tests.modules.map { model.modules[$0].name }, ["AtlasTests"])
  }

  /// `@testable import App` from the test target means the App target of its project; a
  /// name no target of the run has is none; a target name with a space imports with `_`.
  func testTheModuleATestableImportNames() throws {
    let folder = try copy("TestableImport")
    let model = model(folder, "TestableImport")
    let tests = try XCTUnwrap(model.modules.firstIndex { $0.name == "AppTests" })
    let app = try XCTUnwrap(model.modules.firstIndex { $0.name == "App" })
    XCTAssertEqual(model.module(named: "App", importedFrom: tests), app)
    XCTAssertEqual(model.semanticModule(named: "App", importedFrom: "#\(tests)"), "#\(app)")
    XCTAssertNil(model.module(named: "Missing", importedFrom: tests))
    XCTAssertNil(model.semanticModule(named: "App", importedFrom: ""))
    var spaced = model.modules[app]
    spaced.name = "My App 2"
    XCTAssertEqual(spaced.moduleName, "My_App_2")
    spaced.name = "2-Factor.Widget"
    XCTAssertEqual(spaced.moduleName, "_2_Factor_Widget")
    spaced.name = "Café App"
    XCTAssertEqual(spaced.moduleName, "Café_App")
  }

  /// The module name comes from the build settings: `PRODUCT_MODULE_NAME` (`StoreKitUI` for
  /// the target `Store App`), else `PRODUCT_NAME` made an identifier (`Cart Widget` from an
  /// xcconfig, through `$(PRODUCT_NAME:c99extidentifier)`), else the target's name.
  func testTheModuleNameIsTheBuildSettingsProductModuleName() throws {
    let folder = try copy("ModuleNames")
    let model = model(folder, "ModuleNames")
    let index = { (name: String) in model.modules.firstIndex { $0.name == name } }
    let app = try XCTUnwrap(index("Store App"))
    let tests = try XCTUnwrap(index("Store AppTests"))
    let widget = try XCTUnwrap(index("CartWidgetExtension"))
    XCTAssertEqual(model.modules[app].moduleName, "StoreKitUI")
    XCTAssertEqual(model.modules[tests].moduleName, "Store_AppTests")
    XCTAssertEqual(model.modules[widget].moduleName, "Cart_Widget")
    XCTAssertEqual(model.module(named: "StoreKitUI", importedFrom: tests), app)
    XCTAssertEqual(model.semanticModule(named: "StoreKitUI", importedFrom: "#\(tests)"), "#\(app)")
    XCTAssertNil(model.module(named: "Store_App", importedFrom: tests))
    XCTAssertEqual(model.module(named: "Cart_Widget", importedFrom: tests), widget)
    XCTAssertNil(model.module(named: "CartWidgetExtension", importedFrom: tests))
    XCTAssertEqual(model.notes, [])
  }

  /// SwiftPM finds a test target's folder in `Tests`, else in `Sources` (a package that
  /// keeps `Sources/AppTests` beside `Sources/App`).
  func testAPackageTestTargetInSources() throws {
    let folder = TemporaryFolder()
    folder.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Tiles",
        platforms: [.macOS(.v13)],
        targets: [
          .target(name: "Tiles"),
          .testTarget(name: "TilesTests", dependencies: ["Tiles"]),
        ]
      )

      """)
    folder.write("Sources/Tiles/Grid.swift", "struct Grid {}\n")
    folder.write("Sources/TilesTests/GridTests.swift", "struct GridTests {}\n")
    let model = model(folder, ".")
    XCTAssertEqual(
      placed(model, folder, "Sources/Tiles/Grid.swift"), "Tiles (packageTarget): macOS 13.0")
    XCTAssertEqual(
      placed(model, folder, "Sources/TilesTests/GridTests.swift"),
      "TilesTests (packageTarget): macOS 13.0")
  }

  /// A build file's `platformFilters = (ios, maccatalyst, )` in a target that builds for
  /// iOS and macOS: the file is compiled for iOS only, so its targets are iOS's; the same
  /// target's other files keep both platforms. A synchronized folder's files are filtered
  /// the same way by its exception set.
  func testAFileFilteredToSomePlatformsGetsTheirTargetsOnly() throws {
    let folder = try copy("PlatformFilters")
    let model = model(folder, "PlatformFilters")
    XCTAssertEqual(
      placed(model, folder, "PlatformFilters/App/BasketView.swift"), "Shop (xcodeTarget): iOS 16.0")
    XCTAssertEqual(
      placed(model, folder, "PlatformFilters/Library/Palette.swift"),
      "ShopWidget (xcodeTarget): iOS 16.0, macOS 13.0")
    // A synchronized folder's exception set filters its files by path
    // (`platformFiltersByRelativePath`): one view per platform, a model for both.
    XCTAssertEqual(
      placed(model, folder, "PlatformFilters/Catalog/iOS/ShelfView.swift"),
      "Shop (xcodeTarget): iOS 16.0")
    XCTAssertEqual(
      placed(model, folder, "PlatformFilters/Catalog/macOS/ShelfView.swift"),
      "Shop (xcodeTarget): macOS 13.0")
    XCTAssertEqual(
      placed(model, folder, "PlatformFilters/Catalog/Shared/Shelf.swift"),
      "Shop (xcodeTarget): iOS 16.0, macOS 13.0")
    XCTAssertEqual(XcodeProject.platform(filter: "maccatalyst"), .iOS)
    XCTAssertNil(XcodeProject.platform(filter: "driverkit"))
  }

  func testProjectsAboveThePathAreFound() throws {
    let folder = try copy("XcodeApp")
    let walk = FileWalker(currentDirectory: folder.path).walk(["XcodeApp/App/Screens"])
    let model = ProjectDiscovery.model(
      starts: [folder.path + "/XcodeApp/App/Screens"], found: walk.projectFiles,
      currentDirectory: folder.path)
    XCTAssertEqual(
      placed(model, folder, "XcodeApp/App/Screens/AppSearch.swift"), "App (xcodeTarget): iOS 16.4")
  }

  /// A secrets xcconfig under the project's settings, left out of git: the targets stay
  /// unknown (the file could name more platforms), and the one note for it says what the
  /// settings that can be read give, the lowest per platform of the targets it leaves open.
  func testTheNoteForAnUnreadableXcconfigSaysWhatTheReadableSettingsGive() {
    let folder = TemporaryFolder()
    folder.write(
      "Shop.xcodeproj/project.pbxproj",
      """
      { objects = {
      KEYS = {isa = PBXFileReference; path = Keys.xcconfig; sourceTree = "<group>";};
      MAIN = {isa = PBXGroup; children = (KEYS,);};
      P = {isa = XCBuildConfiguration; baseConfigurationReference = KEYS; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.6;}; name = Release;};
      PL = {isa = XCConfigurationList; buildConfigurations = (P,);};
      A = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Release;};
      AL = {isa = XCConfigurationList; buildConfigurations = (A,);};
      T = {isa = XCBuildConfiguration; buildSettings = {}; name = Release;};
      TL = {isa = XCConfigurationList; buildConfigurations = (T,);};
      APP = {isa = PBXNativeTarget; buildConfigurationList = AL; buildPhases = (); name = Shop;};
      TESTS = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (); name = ShopTests;};
      ROOT = {isa = PBXProject; buildConfigurationList = PL; mainGroup = MAIN; targets = (APP, TESTS,);};
      }; rootObject = ROOT; }
      """)
    let model = model(folder, ".")
    XCTAssertEqual(
      model.notes,
      [
        "Keys.xcconfig: cannot read Keys.xcconfig; targets unknown: the oldest OS is assumed; "
          + "the settings that can be read give iOS 16.0, which Keys.xcconfig may change"
      ])
    let targets = model.modules.filter { $0.kind == .xcodeTarget }
    XCTAssertEqual(targets.map(\.name), ["Shop", "ShopTests"])
    XCTAssertTrue(targets.allSatisfy { !$0.targets.isKnown })
  }
}
