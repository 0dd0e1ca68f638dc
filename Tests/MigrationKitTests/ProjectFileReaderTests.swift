import XCTest

@testable import MigrationKit

/// The readers under the project model: property lists, build settings, xcconfig files,
/// synchronized folders and package manifests.
final class ProjectFileReaderTests: XCTestCase {
  func testPropertyListForms() throws {
    let plist = try PropertyListReader.read(
      Array(
        """
        // !$*UTF8*$!
        { a = "x \\"y\\""; b = ( c, "d e", ); /* note */ f = { g = "$(inherited)"; }; }
        """.utf8))
    XCTAssertEqual(plist["a"]?.string, "x \"y\"")
    XCTAssertEqual(plist["b"]?.array.compactMap(\.string), ["c", "d e"])
    XCTAssertEqual(plist["f"]?["g"]?.string, "$(inherited)")
    XCTAssertThrowsError(try PropertyListReader.read(Array("{ a = b }".utf8))) { error in
      XCTAssertEqual("\(error)", "line 1: expected ';'")
    }
    XCTAssertThrowsError(try PropertyListReader.read(Array("{ a = (b, c".utf8)))
    let deep = String(repeating: "(", count: 500)
    XCTAssertThrowsError(try PropertyListReader.read(Array(deep.utf8))) { error in
      XCTAssertEqual("\(error)", "line 1: nesting is too deep")
    }
  }

  /// The flat document answers as the values it was read from: the last of a key given
  /// twice, escapes decoded, nothing for a key of something that is not a dictionary.
  func testPropertyListDocumentLookups() throws {
    let plist = try PropertyListReader.document(
      Array(
        #"{ k = first; list = ( a, { x = y; }, "b\tc", ); k = "sec\"ond"; d = { }; }"#.utf8))
    XCTAssertEqual(plist.string(plist.root, "k"), "sec\"ond")
    let list = try XCTUnwrap(plist.value(plist.root, "list"))
    XCTAssertEqual(plist.items(list).count, 3)
    XCTAssertEqual(plist.stringItems(list).map { plist.string($0)! }, ["a", "b\tc"])
    XCTAssertNil(plist.value(list, "x"))
    XCTAssertEqual(plist.string(plist.items(list)[plist.items(list).startIndex + 1], "x"), "y")
    XCTAssertTrue(plist.isString(plist.items(list).first!, "a"))
    XCTAssertFalse(plist.isString(plist.items(list).first!, "ab"))
    XCTAssertNil(plist.string(list))
    XCTAssertEqual(plist.entries(try XCTUnwrap(plist.value(plist.root, "d"))).count, 0)
    XCTAssertEqual(
      plist.propertyList(plist.root)["list"]?.array.compactMap(\.string), ["a", "b\tc"])
  }

  func testProjectObjectsKeepTheLastValueOfAnId() throws {
    let plist = try PropertyListReader.document(
      Array("{ objects = { A = one; B = two; A = three; }; ref = A; missing = C; }".utf8))
    let objects = ProjectObjects(plist, plist.value(plist.root, "objects"))
    XCTAssertEqual(objects.values.count, 2)
    let reference = plist.value(plist.root, "ref")
    XCTAssertEqual(objects.object(reference).flatMap { plist.string($0) }, "three")
    XCTAssertNil(objects.object(plist.value(plist.root, "missing")))
  }

  func testBuildSettingsInheritAndSubstitute() {
    let settings = BuildSettings(layers: [
      ["IPHONEOS_DEPLOYMENT_TARGET": "15.0", "BASE": "16.2", "SDKROOT": "iphoneos"],
      ["IPHONEOS_DEPLOYMENT_TARGET": "$(BASE)", "MACOSX_DEPLOYMENT_TARGET": "12.0"],
      ["OTHER_SWIFT_FLAGS": "$(inherited) -DX"],
    ])
    XCTAssertEqual(settings.value("IPHONEOS_DEPLOYMENT_TARGET"), "16.2")
    XCTAssertEqual(settings.platforms, [.iOS])
    XCTAssertEqual(settings.deploymentTargets, [.iOS: OSVersion([16, 2])])
    let multi = BuildSettings(layers: [
      [
        "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx xros xrsimulator",
        "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "MACOSX_DEPLOYMENT_TARGET": "14.0",
        "XROS_DEPLOYMENT_TARGET": "1.0", "TVOS_DEPLOYMENT_TARGET": "17.0",
      ]
    ])
    XCTAssertEqual(
      multi.deploymentTargets,
      [.iOS: OSVersion([17, 0]), .macOS: OSVersion([14, 0]), .visionOS: OSVersion([1, 0])])
  }

  /// Xcode 16's synchronized folders: a folder the target does not build gives it the files
  /// its exception set for the target lists (the exception flips membership), and an
  /// xcconfig inside a synchronized folder is named by the folder and a relative path.
  func testSynchronizedFolderMembersAndAnAnchoredXcconfig() throws {
    let text = """
      { objects = {
      OWN = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (OWNX,); path = App; sourceTree = "<group>";};
      OWNX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.swift,); target = TARGET;};
      SHARED = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (SHAREDX, OTHERX,); path = Shared; sourceTree = "<group>";};
      SHAREDX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Views/Row.swift,); target = TARGET;};
      OTHERX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Views/Cell.swift,); target = OTHER;};
      CONFIG = {isa = PBXFileSystemSynchronizedRootGroup; path = Config; sourceTree = "<group>";};
      MAIN = {isa = PBXGroup; children = (OWN, SHARED, CONFIG,);};
      CONF = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = CONFIG; baseConfigurationReferenceRelativePath = App.xcconfig; buildSettings = {}; name = Release;};
      LIST = {isa = XCConfigurationList; buildConfigurations = (CONF,);};
      TARGET = {isa = PBXNativeTarget; buildConfigurationList = LIST; buildPhases = (); fileSystemSynchronizedGroups = (OWN,); name = App;};
      OTHER = {isa = PBXNativeTarget; buildPhases = (); name = Other;};
      ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET, OTHER,);};
      }; rootObject = ROOT; }
      """
    let files = [
      "/w/App.xcodeproj/project.pbxproj": text,
      "/w/Config/App.xcconfig": "SUPPORTED_PLATFORMS = macosx\nMACOSX_DEPLOYMENT_TARGET = 14.2\n",
    ]
    let project = try XcodeProject.read(path: "/w/App.xcodeproj") {
      files[$0].map { Array($0.utf8) }
    }
    let app = project.targets[0]
    XCTAssertEqual(app.synchronizedFolders, ["/w/App"])
    XCTAssertEqual(app.excludedFiles, ["/w/App/Old.swift"])
    XCTAssertEqual(app.files, ["/w/Shared/Views/Row.swift"])
    XCTAssertEqual(app.deploymentTargets, [.macOS: OSVersion([14, 2])])
    XCTAssertNil(app.settingsProblem)
    XCTAssertEqual(project.targets[1].files, ["/w/Shared/Views/Cell.swift"])
  }

  /// A gitignored secrets xcconfig that cannot be read leaves the targets unknown only when
  /// the target's own settings do not name its platforms and each one's deployment target.
  func testAnUnreadableXcconfigUnderSettingsThatDecideTheTargets() throws {
    func targets(_ own: String) throws -> XcodeProject.Target {
      let text = """
        { objects = {
        REF = {isa = PBXFileReference; path = Secrets.xcconfig; sourceTree = "<group>";};
        MAIN = {isa = PBXGroup; children = (REF,);};
        CONF = {isa = XCBuildConfiguration; baseConfigurationReference = REF; buildSettings = {\(own)}; name = Release;};
        LIST = {isa = XCConfigurationList; buildConfigurations = (CONF,);};
        TARGET = {isa = PBXNativeTarget; buildConfigurationList = LIST; buildPhases = (); name = App;};
        ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET,);};
        }; rootObject = ROOT; }
        """
      let project = try XcodeProject.read(path: "/w/App.xcodeproj") { path in
        path == "/w/App.xcodeproj/project.pbxproj" ? Array(text.utf8) : nil
      }
      return project.targets[0]
    }
    let decided = try targets(
      "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\"; IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
    XCTAssertNil(decided.settingsProblem)
    XCTAssertEqual(decided.deploymentTargets, [.iOS: OSVersion([17, 0])])
    // The secrets file could name more platforms, or the deployment target reaches into it.
    let noPlatforms = try targets("IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
    XCTAssertEqual(noPlatforms.settingsProblem?.reason, "cannot read Secrets.xcconfig")
    let inherited = try targets(
      "SUPPORTED_PLATFORMS = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = \"$(BASE_TARGET)\";")
    XCTAssertEqual(inherited.settingsProblem?.reason, "cannot read Secrets.xcconfig")
    let macOSOpen = try targets(
      "SUPPORTED_PLATFORMS = \"iphoneos macosx\"; IPHONEOS_DEPLOYMENT_TARGET = 17.0;")
    XCTAssertEqual(macOSOpen.settingsProblem?.reason, "cannot read Secrets.xcconfig")
  }

  /// The xcconfig CocoaPods writes for an app target is missing from a clone where
  /// `pod install` has not run; it never sets the SDK, platforms or deployment targets, so
  /// the project's own settings decide them (the file is not a problem).
  func testAMissingCocoaPodsXcconfigLeavesTheTargetsToTheProject() throws {
    func target(_ reference: String) throws -> XcodeProject.Target {
      let text = """
        { objects = {
        REF = {isa = PBXFileReference; path = "\(reference)"; sourceTree = "<group>";};
        MAIN = {isa = PBXGroup; children = (REF,);};
        PCONF = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release;};
        PLIST = {isa = XCConfigurationList; buildConfigurations = (PCONF,);};
        CONF = {isa = XCBuildConfiguration; baseConfigurationReference = REF; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0;}; name = Release;};
        LIST = {isa = XCConfigurationList; buildConfigurations = (CONF,);};
        TARGET = {isa = PBXNativeTarget; buildConfigurationList = LIST; buildPhases = (); name = App;};
        ROOT = {isa = PBXProject; buildConfigurationList = PLIST; mainGroup = MAIN; targets = (TARGET,);};
        }; rootObject = ROOT; }
        """
      let project = try XcodeProject.read(path: "/w/App.xcodeproj") { path in
        path == "/w/App.xcodeproj/project.pbxproj" ? Array(text.utf8) : nil
      }
      return project.targets[0]
    }
    let pods = try target("Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig")
    XCTAssertNil(pods.settingsProblem)
    XCTAssertEqual(pods.deploymentTargets, [.iOS: OSVersion([15, 0])])
    // Another missing xcconfig in the same place could still set anything.
    let other = try target("Config/Pods-App.release.xcconfig")
    XCTAssertEqual(other.settingsProblem?.reason, "cannot read Pods-App.release.xcconfig")
  }

  func testManifestTargetsInAVariableAndUnreadableOnes() {
    let manifest = PackageManifest.read(
      Array(
        """
        import PackageDescription
        let targets: [Target] = [
          .target(name: "A", path: "Code/A", exclude: ["Old"], sources: ["New"]),
          .binaryTarget(name: "B", path: "B.xcframework"),
          makeTarget("C"),
        ]
        let package = Package(name: "P", platforms: [.iOS("17.4"), .macCatalyst(.v17)], targets: targets)
        """.utf8))
    XCTAssertEqual(manifest.name, "P")
    XCTAssertEqual(manifest.platforms, [.iOS: OSVersion([17, 4])])
    XCTAssertEqual(
      manifest.targets,
      [
        PackageManifest.Target(
          name: "A", kind: .regular, path: "Code/A", exclude: ["Old"], sources: ["New"])
      ])
    XCTAssertEqual(manifest.unreadable, ["target makeTarget(\"C\")"])
  }

  func testManifestTargetFunctionsOfTheProjectGiveTargetsByTheirLiteralNames() {
    let manifest = PackageManifest.read(
      Array(
        """
        import PackageDescription
        let package = Package(
          name: "P",
          targets: [
            .featureTarget(name: "Chat", dependencies: shared + ["Styles"]),
            .featureTarget(name: "ChatTests"),
            .featureTarget(name: "Odd", path: oddFolder),
            Target.target(name: "Kit", path: "Code/Kit"),
            makeTarget("Loose"),
          ]
        )
        """.utf8))
    XCTAssertEqual(
      manifest.targets,
      [
        PackageManifest.Target(name: "Chat", kind: .regular),
        PackageManifest.Target(name: "ChatTests", kind: .test),
        PackageManifest.Target(name: "Kit", kind: .regular, path: "Code/Kit"),
      ])
    // Still noted: what the function adds (settings, dependencies) is not read.
    XCTAssertEqual(manifest.unreadable.count, 4)
  }

  /// Targets a result builder of the manifest's own lists (`targets: buildTargets { … }`),
  /// in `#if` clauses and `if` branches too: each is read; the builder is still noted.
  func testManifestTargetsListedInABuilderClosure() {
    let manifest = PackageManifest.read(
      Array(
        """
        import PackageDescription
        let package = Package(
          name: "P",
          targets: buildTargets {
            Target.target(name: "A", dependencies: ["B"])
            #if os(macOS)
              Target.target(name: "B", path: "Code/B")
            #else
              Target.testTarget(name: "BTests")
            #endif
            if wantsC {
              Target.target(name: "C")
            }
            for name in extras { Target.target(name: name) }
          }
        )
        """.utf8))
    XCTAssertEqual(
      manifest.targets,
      [
        PackageManifest.Target(name: "A", kind: .regular),
        PackageManifest.Target(name: "B", kind: .regular, path: "Code/B"),
        PackageManifest.Target(name: "BTests", kind: .test),
        PackageManifest.Target(name: "C", kind: .regular),
      ])
    XCTAssertEqual(
      manifest.unreadable,
      [
        "targets: buildTargets { Target.target(name: \"A\", …",
        "target for name in extras { Target.target(name: …",
      ])
  }

  func testManifestTargetsAddedAfterThePackageCall() {
    let manifest = PackageManifest.read(
      Array(
        """
        import Foundation
        import PackageDescription
        var package = Package(name: "P", targets: [.target(name: "Shared")])
        if ProcessInfo.processInfo.environment["SERVER_ONLY"] == nil {
          package.targets.append(contentsOf: [
            .target(name: "ClientFeature", path: "Client/Feature"),
            .testTarget(name: "ClientFeatureTests"),
          ])
        } else {
          package.targets.append(.target(name: "ClientFeature", path: "Client/Feature"))
        }
        package.targets += [.executableTarget(name: "server")]
        package.targets.append(.testTarget(name: "ServerTests"))
        package.targets.append(contentsOf: serverTargets())
        func later() { package.targets.append(.target(name: "NotTopLevel")) }
        """.utf8))
    XCTAssertEqual(
      manifest.targets.map(\.name),
      ["Shared", "ClientFeature", "ClientFeatureTests", "server", "ServerTests"])
    XCTAssertEqual(manifest.targets[1].path, "Client/Feature")
    XCTAssertEqual(manifest.targets[3].kind, .executable)
    XCTAssertEqual(manifest.unreadable, ["targets: serverTargets()"])
  }

  func testXcconfigIncludes() {
    let files: [String: String] = [
      "/p/A.xcconfig": "#include \"B.xcconfig\"\n#include? \"Missing.xcconfig\"\nX = 1 // one\n",
      "/p/B.xcconfig": "X = 0\nY = 2;\n#include \"/p/sub/C.xcconfig\"\n",
      "/p/sub/C.xcconfig": "Z[sdk=iphoneos*] = 3\n",
    ]
    var reader = XcconfigReader { files[$0].map { Array($0.utf8) } }
    reader.include("/p/A.xcconfig")
    XCTAssertEqual(reader.settings, ["X": "1", "Y": "2", "Z[sdk=iphoneos*]": "3"])
    XCTAssertEqual(reader.problems.count, 0)
    var missing = XcconfigReader { files[$0].map { Array($0.utf8) } }
    missing.include("/p/Nothing.xcconfig")
    XCTAssertEqual(missing.problems.map(\.reason), ["cannot read Nothing.xcconfig"])
  }

  /// A relative `#include` is looked for as Xcode looks: the including file's folder, then
  /// the folders of the files that included it (nearest first), then the source root;
  /// `.xcconfig` may be left out. (playsrg-apple: `Xcode/iOS/Application/Play SRF.xcconfig`
  /// includes `"Xcode/Shared/BUs/SRF.xcconfig"`, from the project's folder.)
  func testXcconfigIncludesFoundAsXcodeFindsThem() {
    let files: [String: String] = [
      "/p/Config/iOS/App.xcconfig":
        "#include \"Config/Shared/Base.xcconfig\"\n#include \"Parts/Sub\"\nA = app\n",
      "/p/Config/iOS/Parts/Sub.xcconfig":
        "#include \"Team.xcconfig\"\n#include \"Local.xcconfig\"\n",
      "/p/Config/iOS/Team.xcconfig": "TEAM = from the includer's folder\n",
      "/p/Config/iOS/Parts/Local.xcconfig": "LOCAL = 1\n",
      "/p/Config/iOS/Local.xcconfig": "LOCAL = 2\n",
      "/p/Config/Shared/Base.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n",
    ]
    var reader = XcconfigReader(read: { files[$0].map { Array($0.utf8) } }, sourceRoot: "/p")
    reader.include("/p/Config/iOS/App.xcconfig")
    XCTAssertEqual(
      reader.settings,
      [
        "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "TEAM": "from the includer's folder",
        "LOCAL": "1", "A": "app",
      ])
    XCTAssertEqual(reader.problems.count, 0)
    // Without the source root, the project-relative include is not found: a problem.
    var rootless = XcconfigReader { files[$0].map { Array($0.utf8) } }
    rootless.include("/p/Config/iOS/App.xcconfig")
    XCTAssertEqual(rootless.problems.map(\.reason), ["cannot read Base.xcconfig"])
  }

  /// ASCII lines are read by byte, others by `Character`: the same lines (every newline
  /// `Character.isNewline` knows), comments, trimming and `;` as the `Character` reading.
  func testXcconfigLinesOfEveryKind() {
    let text =
      "// Copyright © 2019\r\nA = 1 ;\r\n\tB\t= two words \u{2028}C = ü;\u{85}D[sdk=ios*]=x=y"
      + "\u{0C}  = nothing\n#include? \"Missing.xcconfig\" // ©\nE =\u{00A0}nbsp\u{00A0}\n"
    var reader = XcconfigReader { $0 == "/p/A.xcconfig" ? Array(text.utf8) : nil }
    reader.include("/p/A.xcconfig")
    XCTAssertEqual(
      reader.settings,
      ["A": "1 ", "B": "two words", "C": "ü", "D[sdk=ios*]": "x=y", "E": "nbsp"])
    XCTAssertEqual(reader.problems.count, 0)
  }
}
