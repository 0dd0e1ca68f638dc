import MigrationKit
import SwiftCST

/// `--format sarif`: a SARIF 2.1.0 log (GitHub code scanning, GitLab, Azure DevOps and IDE
/// viewers read it) with one run: the enabled migrations as rules (help text from
/// `explain`), one result per finding, and files that could not be read as notifications.
enum SARIFReport {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  static func render(
    reports: [FileReport], migrations: [any Migration], verbose: Bool = false,
    columns: (FileReport) -> UTF16Columns
  ) -> [UInt8] {
    let ruleIndex = Dictionary(
      uniqueKeysWithValues: migrations.enumerated().map { ($0.element.id, $0.offset) })
    var results: [JSONValue] = []
    var notifications: [JSONValue] = []
    for report in reports {
      if case .failed(let reason) = report.status {
        notifications.append(notification(level: "error", message: reason, path: report.path))
      }
      for problem in report.problems {
        notifications.append(
          notification(level: "error", message: "bug: \(problem.message)", path: report.path))
      }
      let shown = report.findings.filter { verbose || !$0.isVerboseOnly }
      guard !shown.isEmpty else { continue }
      let converter = columns(report)
      for finding in shown {
        var result: [String: JSONValue] = [
          "ruleId": .string(finding.migrationID),
          "level": .string(finding.level),
          "message": .object(["text": .string(finding.message)]),
          "locations": .array([
            .object([
              "physicalLocation": .object([
                "artifactLocation": .object([
                  "uri": .string(uri(report.path)), "uriBaseId": .string("%SRCROOT%"),
                ]),
                "region": .object([
                  "startLine": .int(finding.start.line),
                  "startColumn": .int(converter.column(finding.start)),
                  "endLine": .int(finding.end.line),
                  "endColumn": .int(converter.column(finding.end)),
                ]),
              ])
            ])
          ]),
          "properties": .object([
            "safety": .string(finding.safety.rawValue), "hasFix": .bool(finding.hasFix),
          ]),
        ]
        if let index = ruleIndex[finding.migrationID] { result["ruleIndex"] = .int(index) }
        results.append(.object(result))
      }
    }
    let run: [String: JSONValue] = [
      "tool": .object([
        "driver": .object([
          "name": .string("swiftui-migrate"),
          "version": .string(Help.version),
          "semanticVersion": .string(Help.version),
          "rules": .array(migrations.map(rule)),
        ])
      ]),
      "columnKind": .string("utf16CodeUnits"),
      "results": .array(results),
      "invocations": .array([
        .object([
          "executionSuccessful": .bool(notifications.isEmpty),
          "toolExecutionNotifications": .array(notifications),
        ])
      ]),
    ]
    let log = JSONValue.object([
      "$schema": .string(schema), "version": .string("2.1.0"), "runs": .array([.object(run)]),
    ])
    return Array(log.rendered().utf8)
  }

  private static func rule(_ migration: any Migration) -> JSONValue {
    var properties: [String: JSONValue] = ["safety": .string(migration.safety.rawValue)]
    if let group = migration.group { properties["tags"] = .array([.string(group)]) }
    return .object([
      "id": .string(migration.id),
      "shortDescription": .object(["text": .string(migration.summary)]),
      "fullDescription": .object(["text": .string(migration.rationale)]),
      "help": .object(["text": .string(ExplainCommand.text(migration))]),
      "defaultConfiguration": .object(["level": .string("warning")]),
      "properties": .object(properties),
    ])
  }

  private static func notification(level: String, message: String, path: String) -> JSONValue {
    .object([
      "level": .string(level),
      "message": .object(["text": .string(message)]),
      "locations": .array([
        .object([
          "physicalLocation": .object([
            "artifactLocation": .object([
              "uri": .string(uri(path)), "uriBaseId": .string("%SRCROOT%"),
            ])
          ])
        ])
      ]),
    ])
  }

  /// A relative path as a URI reference: `/` kept, everything but unreserved characters
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}

/// Byte columns (what `check` prints, like the compiler) as UTF-16 code units (SARIF's
/// default `columnKind`), from the file's lines.
struct UTF16Columns {
  private let lines: [ArraySlice<UInt8>]

  init(bytes: [UInt8]) {
    lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  }

  func column(_ location: SourceLocation) -> Int {
    guard location.line >= 1 && location.line <= lines.count else { return location.column }
    let line = lines[location.line - 1]
    let prefix = line.prefix(max(location.column - 1, 0))
    return String(decoding: prefix, as: UTF8.self).utf16.count + 1
  }
}
