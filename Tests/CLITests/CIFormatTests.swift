import Foundation
import Migrations
import TestSupport
import XCTest

/// `--format github`, `--format sarif`, and the version keys of `--format json`.
final class CIFormatTests: CLITestCase {
  private func project() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "Sources/A,b.swift",
      """
      struct V: View {
          var body: some View {
              Text("é, a:b").foregroundColor(.red)
          }
      }

      """)
    folder.write("Sources/Broken.swift", bytes: [0xFF, 0xFE, 0x00])
    return folder
  }

  private let arguments = [
    "check", "--only", "foreground-style", "--deployment-target", "iOS=17.0", "Sources",
  ]

  func testGitHubWorkflowCommands() throws {
    let folder = project()
    let result = try run(arguments + ["--format", "github"], in: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stdout,
      "::warning file=Sources/A%2Cb.swift,line=3,col=24,title=foreground-style::foregroundColor(_:) is deprecated: foregroundStyle(_:) sets the same colour\n"
    )
    XCTAssertEqual(
      result.stderr,
      """
      Sources/Broken.swift: skipped: binary file: contains NUL bytes
      swiftui-migrate check: 2 files read, 1 would change, 1 fix (foreground-style 1), 0 diagnostics, 1 skipped (binary file 1)

      """)
  }

  func testGitHubErrorsForUnreadablePaths() throws {
    let folder = project()
    let result = try run(["check", "--format", "github", "Missing.swift", "Sources"], in: folder)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.stdout.hasPrefix(
        "::error file=Missing.swift,title=swiftui-migrate::no such file or folder\n"),
      result.stdout)
  }

  func testFormatsForCIAreForCheck() throws {
    let result = try run(["diff", "--format", "sarif"], in: TemporaryFolder())
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr, "swiftui-migrate: --format sarif is for check; diff takes text or json\n")
  }

  func testJSONCarriesTheToolAndSchemaVersions() throws {
    let result = try run(["diff", "--format", "json"], in: project())
    let document = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    XCTAssertEqual(document["version"] as? String, "0.1.0-dev")
    XCTAssertEqual(document["schemaVersion"] as? Int, 1)
  }

  /// The SARIF log against the required properties (and, where the schema forbids others,
  /// the allowed ones) of the published schema,
  /// https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json
  func testSARIFFollowsTheSchema() throws {
    let folder = project()
    let result = try run(arguments + ["--format", "sarif"], in: folder)
    XCTAssertEqual(result.status, 1)
    let log = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    var validator = SARIFValidator()
    validator.check(log, as: "sarifLog", at: "$")
    XCTAssertEqual(validator.errors, [])
    // The validator itself catches a missing required property and a stray one.
    var broken = log
    broken["runs"] = nil
    broken["extra"] = true
    var strict = SARIFValidator()
    strict.check(broken, as: "sarifLog", at: "$")
    XCTAssertEqual(
      strict.errors.sorted(),
      ["$: 'extra' is not a property of sarifLog", "$: missing required 'runs' (sarifLog)"])

    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    XCTAssertEqual(rules.map { $0["id"] as? String }, ["foreground-style"])
    let migration = try XCTUnwrap(allMigrations.first { $0.id == "foreground-style" })
    let help = try XCTUnwrap((rules[0]["help"] as? [String: Any])?["text"] as? String)
    let explain = try self.run(["explain", "foreground-style"], in: folder)
    XCTAssertEqual(help, explain.stdout, "help is what explain prints")
    XCTAssertTrue(help.contains(migration.rationale))

    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 1)
    XCTAssertEqual(results[0]["ruleId"] as? String, "foreground-style")
    XCTAssertEqual(results[0]["ruleIndex"] as? Int, 0)
    XCTAssertEqual(results[0]["level"] as? String, "warning")
    let physical = try XCTUnwrap(
      ((results[0]["locations"] as? [[String: Any]])?.first)?["physicalLocation"]
        as? [String: Any])
    XCTAssertEqual(
      (physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/A%2Cb.swift")
    let region = try XCTUnwrap(physical["region"] as? [String: Any])
    // Byte column 24 (after a two-byte é) is UTF-16 column 23.
    XCTAssertEqual(region["startLine"] as? Int, 3)
    XCTAssertEqual(region["startColumn"] as? Int, 23)
  }
}

/// The parts of the SARIF 2.1.0 schema the tool writes: each definition's `required`
/// properties, its `additionalProperties: false` list of allowed ones, and the definitions
/// of nested objects, transcribed from the published schema.
struct SARIFValidator {
  struct Definition {
    var required: [String] = []
    /// nil: any property allowed (none of the schema's definitions used here is open, but
    /// property bags are).
    var allowed: [String]?
    var objects: [String: String] = [:]
    var arrays: [String: String] = [:]
    var strings: [String] = []
    var integersFromOne: [String] = []
    var enums: [String: [String]] = [:]
  }

  static let definitions: [String: Definition] = [
    "sarifLog": Definition(
      required: ["version", "runs"],
      allowed: ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
      arrays: ["runs": "run"], strings: ["$schema"], enums: ["version": ["2.1.0"]]),
    "run": Definition(
      required: ["tool"],
      allowed: [
        "tool", "invocations", "conversion", "language", "versionControlProvenance",
        "originalUriBaseIds", "artifacts", "logicalLocations", "graphs", "results",
        "automationDetails", "runAggregates", "baselineGuid", "redactionTokens",
        "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind",
        "externalPropertyFileReferences", "threadFlowLocations", "taxonomies", "addresses",
        "translations", "policies", "webRequests", "webResponses", "specialLocations",
        "properties",
      ],
      objects: ["tool": "tool"], arrays: ["results": "result", "invocations": "invocation"],
      enums: ["columnKind": ["utf16CodeUnits", "unicodeCodePoints"]]),
    "tool": Definition(
      required: ["driver"], allowed: ["driver", "extensions", "properties"],
      objects: ["driver": "toolComponent"]),
    "toolComponent": Definition(
      required: ["name"],
      allowed: [
        "guid", "name", "organization", "product", "productSuite", "shortDescription",
        "fullDescription", "fullName", "version", "semanticVersion", "dottedQuadFileVersion",
        "releaseDateUtc", "downloadUri", "informationUri", "globalMessageStrings",
        "notifications", "rules", "taxa", "locations", "language", "contents",
        "isComprehensive", "localizedDataSemanticVersion",
        "minimumRequiredLocalizedDataSemanticVersion",
        "associatedComponent", "translationMetadata", "supportedTaxonomies", "properties",
      ],
      arrays: ["rules": "reportingDescriptor"], strings: ["name", "version", "semanticVersion"]),
    "reportingDescriptor": Definition(
      required: ["id"],
      allowed: [
        "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames",
        "shortDescription", "fullDescription", "messageStrings", "defaultConfiguration",
        "helpUri", "help", "relationships", "properties",
      ],
      objects: [
        "shortDescription": "multiformatMessageString",
        "fullDescription": "multiformatMessageString", "help": "multiformatMessageString",
        "defaultConfiguration": "reportingConfiguration",
      ],
      strings: ["id"]),
    "reportingConfiguration": Definition(
      allowed: ["enabled", "level", "rank", "parameters", "properties"],
      enums: ["level": ["none", "note", "warning", "error"]]),
    "multiformatMessageString": Definition(
      required: ["text"], allowed: ["text", "markdown", "properties"], strings: ["text"]),
    "message": Definition(
      required: ["text"], allowed: ["text", "markdown", "id", "arguments", "properties"],
      strings: ["text"]),
    "result": Definition(
      required: ["message"],
      allowed: [
        "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget",
        "locations", "guid", "correlationGuid", "occurrenceCount", "partialFingerprints",
        "fingerprints", "stacks", "codeFlows", "graphs", "graphTraversals", "relatedLocations",
        "suppressions", "baselineState", "rank", "attachments", "hostedViewerUri",
        "workItemUris", "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties",
      ],
      objects: ["message": "message"], arrays: ["locations": "location"],
      enums: ["level": ["none", "note", "warning", "error"]]),
    "location": Definition(
      allowed: [
        "id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships",
        "properties",
      ],
      objects: ["physicalLocation": "physicalLocation"]),
    "physicalLocation": Definition(
      allowed: ["address", "artifactLocation", "region", "contextRegion", "properties"],
      objects: ["artifactLocation": "artifactLocation", "region": "region"]),
    "artifactLocation": Definition(
      allowed: ["uri", "uriBaseId", "index", "description", "properties"],
      strings: ["uri", "uriBaseId"]),
    "region": Definition(
      allowed: [
        "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength",
        "byteOffset", "byteLength", "snippet", "message", "sourceLanguage", "properties",
      ],
      integersFromOne: ["startLine", "startColumn", "endLine", "endColumn"]),
    "invocation": Definition(
      required: ["executionSuccessful"],
      allowed: [
        "commandLine", "arguments", "responseFiles", "startTimeUtc", "endTimeUtc", "exitCode",
        "ruleConfigurationOverrides", "notificationConfigurationOverrides",
        "toolExecutionNotifications", "toolConfigurationNotifications", "exitCodeDescription",
        "exitSignalName", "exitSignalNumber", "processStartFailureMessage",
        "executionSuccessful", "machine", "account", "processId", "executableLocation",
        "workingDirectory", "environmentVariables", "stdin", "stdout", "stderr",
        "stdoutStderr", "properties",
      ],
      arrays: ["toolExecutionNotifications": "notification"]),
    "notification": Definition(
      required: ["message"],
      allowed: [
        "locations", "message", "level", "threadId", "timeUtc", "exception", "descriptor",
        "associatedRule", "properties",
      ],
      objects: ["message": "message"], arrays: ["locations": "location"],
      enums: ["level": ["none", "note", "warning", "error"]]),
  ]

  var errors: [String] = []

  mutating func check(_ value: Any, as name: String, at path: String) {
    guard let definition = Self.definitions[name] else {
      errors.append("\(path): no definition \(name)")
      return
    }
    guard let object = value as? [String: Any] else {
      errors.append("\(path): not an object (\(name))")
      return
    }
    for key in definition.required where object[key] == nil {
      errors.append("\(path): missing required '\(key)' (\(name))")
    }
    if let allowed = definition.allowed {
      for key in object.keys where !allowed.contains(key) {
        errors.append("\(path): '\(key)' is not a property of \(name)")
      }
    }
    for key in definition.strings where object[key] != nil && !(object[key] is String) {
      errors.append("\(path).\(key): not a string")
    }
    for key in definition.integersFromOne {
      if let number = object[key], (number as? Int).map({ $0 < 1 }) ?? true {
        errors.append("\(path).\(key): not an integer of at least 1")
      }
    }
    for (key, values) in definition.enums {
      if let value = object[key], !values.contains((value as? String) ?? "") {
        errors.append("\(path).\(key): '\(value)' is not one of \(values)")
      }
    }
    for (key, child) in definition.objects {
      if let value = object[key] { check(value, as: child, at: "\(path).\(key)") }
    }
    for (key, child) in definition.arrays {
      guard let value = object[key] else { continue }
      guard let items = value as? [Any] else {
        errors.append("\(path).\(key): not an array")
        continue
      }
      for (index, item) in items.enumerated() {
        check(item, as: child, at: "\(path).\(key)[\(index)]")
      }
    }
  }
}
