import SwiftCST
import XCTest

@testable import MigrationKit

/// `MigrationContext.deploymentTargets(at:)`: the module's targets raised by the
/// `@available`, `if #available` and `guard #available` scopes around a node.
final class AvailabilityScopeTests: XCTestCase {
  private let source = """
    @available(iOS 17, macOS 14.2, *)
    struct A {
      func a() { mark("a") }
      @available(iOS, introduced: 18.1)
      func b() { mark("b") }
      @available(iOS, deprecated: 18)
      func c() { mark("c") }
      @available(*, unavailable)
      func d() { mark("d") }
    }

    func e() {
      if #available(iOS 17.4, *), let x = y {
        mark("e1")
      } else if #available(iOS 16, *) {
        mark("e2")
      } else {
        mark("e3")
      }
      if #unavailable(iOS 17) { mark("e4") }
      mark("e5")
      guard #available(iOS 17, tvOS 17, *) else { mark("e6"); return }
      mark("e7")
      let f = { mark("e8") }
    }

    @available(iOS 16, *)
    extension A {
      var g: Int { mark("g") }
    }
    """

  private func targets(at label: String, module: DeploymentTargets) throws -> DeploymentTargets {
    let file = SourceFile(text: source)
    XCTAssertEqual(file.diagnostics.count, 0)
    let call = try XCTUnwrap(
      file.nodes(.functionCallExpr).first { $0.text == "mark(\"\(label)\")" }, label)
    let context = MigrationContext(
      path: "A.swift", deploymentTargets: module, index: ProjectIndex(), style: SourceStyle())
    return context.deploymentTargets(at: call)
  }

  private let module = DeploymentTargets([
    .iOS: OSVersion([16, 0]), .macOS: OSVersion([13, 0]), .tvOS: OSVersion([16, 0]),
  ])

  private func versions(_ label: String) throws -> [String: String] {
    let raised = try targets(at: label, module: module)
    return Dictionary(
      uniqueKeysWithValues: raised.versions.map { ($0.key.rawValue, $0.value.description) })
  }

  func testAvailableAttributesRaiseTheirDeclarations() throws {
    XCTAssertEqual(try versions("a"), ["iOS": "17.0", "macOS": "14.2", "tvOS": "16.0"])
    XCTAssertEqual(try versions("b"), ["iOS": "18.1", "macOS": "14.2", "tvOS": "16.0"])
    XCTAssertEqual(try versions("c"), ["iOS": "17.0", "macOS": "14.2", "tvOS": "16.0"])
    XCTAssertEqual(try versions("d"), ["iOS": "17.0", "macOS": "14.2", "tvOS": "16.0"])
    XCTAssertEqual(try versions("g"), ["iOS": "16.0", "macOS": "13.0", "tvOS": "16.0"])
  }

  func testIfAndGuardAvailableRaiseOnlyTheirAvailableBranch() throws {
    XCTAssertEqual(try versions("e1")["iOS"], "17.4")
    XCTAssertEqual(try versions("e2")["iOS"], "16.0")
    XCTAssertEqual(try versions("e3")["iOS"], "16.0")
    XCTAssertEqual(try versions("e4")["iOS"], "16.0")
    XCTAssertEqual(try versions("e5")["iOS"], "16.0")
    XCTAssertEqual(try versions("e6")["iOS"], "16.0")
    XCTAssertEqual(try versions("e7"), ["iOS": "17.0", "macOS": "13.0", "tvOS": "17.0"])
    XCTAssertEqual(try versions("e8"), ["iOS": "17.0", "macOS": "13.0", "tvOS": "17.0"])
  }

  func testPlatformsNotBuiltForAndUnknownTargetsStayAsTheyAre() throws {
    let iOSOnly = try targets(at: "a", module: DeploymentTargets([.iOS: OSVersion([15, 0])]))
    XCTAssertEqual(iOSOnly.versions, [.iOS: OSVersion([17])])
    let unknown = try targets(at: "a", module: DeploymentTargets())
    XCTAssertFalse(unknown.isKnown)
  }

  func testEarlyExitAndNodeQuestion() throws {
    let file = SourceFile(text: source)
    let context = MigrationContext(
      path: "A.swift", deploymentTargets: module, index: ProjectIndex(), style: SourceStyle())
    let iOS17 = [Platform.iOS: OSVersion([17, 0])]
    XCTAssertTrue(context.mayBeAvailable(iOS17, in: file))
    XCTAssertFalse(context.mayBeAvailable(iOS17, in: SourceFile(text: "let a = 1\n")))
    let e5 = try XCTUnwrap(file.nodes(.functionCallExpr).first { $0.text == "mark(\"e5\")" })
    let e7 = try XCTUnwrap(file.nodes(.functionCallExpr).first { $0.text == "mark(\"e7\")" })
    XCTAssertFalse(context.isAvailable(iOS17, at: e5))
    XCTAssertTrue(context.isAvailable(iOS17, at: e7))
  }

  /// A message names the required versions of the platforms the module builds for only.
  func testVersionsTextNamesThePlatformsBuiltFor() throws {
    let file = SourceFile(text: source)
    let node = try XCTUnwrap(file.nodes(.functionCallExpr).first { $0.text == "mark(\"e5\")" })
    let required: [Platform: OSVersion] = [
      .iOS: OSVersion([17, 0]), .macOS: OSVersion([10, 15]), .tvOS: OSVersion([17, 0, 1]),
      .watchOS: OSVersion([10, 0, 0]),
    ]
    func text(_ module: DeploymentTargets) -> String {
      MigrationContext(
        path: "A.swift", deploymentTargets: module, index: ProjectIndex(), style: SourceStyle()
      ).versionsText(required, at: node)
    }
    XCTAssertEqual(text(DeploymentTargets([.macOS: OSVersion([14, 0])])), "macOS 10.15")
    XCTAssertEqual(text(DeploymentTargets([.iOS: OSVersion([17, 0])])), "iOS 17")
    XCTAssertEqual(
      text(DeploymentTargets([.macOS: OSVersion([14, 0]), .iOS: OSVersion([17, 0])])),
      "iOS 17 and macOS 10.15")
    XCTAssertEqual(text(module), "iOS 17, macOS 10.15 and tvOS 17.0.1")
    // visionOS is not in `required`: every required platform is named.
    XCTAssertEqual(
      text(DeploymentTargets([.visionOS: OSVersion([1, 0])])),
      "iOS 17, macOS 10.15, tvOS 17.0.1 and watchOS 10")
    XCTAssertEqual(text(DeploymentTargets()), "iOS 17, macOS 10.15, tvOS 17.0.1 and watchOS 10")
  }

  /// The platforms of a list the module builds for, in `Platform` order; all of them when
  /// the targets are unknown or it builds for none.
  func testPlatformsBuiltAmongCandidates() throws {
    let file = SourceFile(text: source)
    let node = try XCTUnwrap(file.nodes(.functionCallExpr).first { $0.text == "mark(\"e5\")" })
    func built(_ module: DeploymentTargets) -> [Platform] {
      MigrationContext(
        path: "A.swift", deploymentTargets: module, index: ProjectIndex(), style: SourceStyle()
      ).platformsBuilt(among: [.macOS, .iOS], at: node)
    }
    XCTAssertEqual(built(DeploymentTargets([.macOS: OSVersion([13, 0])])), [.macOS])
    XCTAssertEqual(
      built(DeploymentTargets([.iOS: OSVersion([16, 0]), .tvOS: OSVersion([16, 0])])), [.iOS])
    XCTAssertEqual(
      built(DeploymentTargets([.macOS: OSVersion([13, 0]), .iOS: OSVersion([16, 0])])),
      [.iOS, .macOS])
    XCTAssertEqual(built(DeploymentTargets([.tvOS: OSVersion([16, 0])])), [.iOS, .macOS])
    XCTAssertEqual(built(DeploymentTargets()), [.iOS, .macOS])
  }

  /// An `@available` that only introduces a declaration is redundant when the targets
  /// around the declaration already meet it.
  func testRedundantAvailabilityAttributes() throws {
    let file = SourceFile(
      text: """
        @available(iOS 13, *) struct A {}
        @available(iOS 13.0, macOS 10.15, *) struct B {}
        @available(iOS 16, *) struct C {}
        @available(iOS, introduced: 14.0) struct D {}
        @available(iOS, deprecated: 16) struct E {}
        @available(*, unavailable) struct F {}
        @available(macCatalyst 13, *) struct G {}
        @MainActor struct H {}
        @available(iOS 16, *)
        enum Outer {
          @available(iOS 16, *) struct I {}
        }
        @available(iOS 13, *) @available(iOS, deprecated: 100) struct J {}
        """)
    XCTAssertEqual(file.diagnostics.count, 0)
    func context(_ module: DeploymentTargets) -> MigrationContext {
      MigrationContext(
        path: "A.swift", deploymentTargets: module, index: ProjectIndex(), style: SourceStyle())
    }
    let module = context(
      DeploymentTargets([.iOS: OSVersion([15, 0]), .macOS: OSVersion([12, 0])]))
    var answers: [String] = []
    for node in file.nodes(.structDecl) {
      let declaration = try XCTUnwrap(TypeDeclaration(node))
      for attribute in declaration.header.attributes {
        let redundant = module.isRedundant(availability: attribute.node, of: node)
        let introduction = MigrationContext.isIntroductionOnly(attribute.node)
        answers.append("\(declaration.name) \(redundant) \(introduction)")
      }
    }
    XCTAssertEqual(
      answers,
      [
        "A true true", "B true true", "C false true", "D true true", "E false false",
        "F false false", "G false false", "H false false", "I true true", "J true true",
        "J false false",
      ])
    // Unknown targets: nothing is known to be redundant.
    let a = try XCTUnwrap(file.nodes(.structDecl).first)
    let attribute = try XCTUnwrap(TypeDeclaration(a)?.header.attributes.first)
    XCTAssertFalse(context(DeploymentTargets()).isRedundant(availability: attribute.node, of: a))
    // A platform the module does not build for needs no attribute.
    let macOnly = context(DeploymentTargets([.macOS: OSVersion([11, 0])]))
    XCTAssertTrue(macOnly.isRedundant(availability: attribute.node, of: a))
  }
}
