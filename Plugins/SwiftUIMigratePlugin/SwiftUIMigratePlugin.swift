import Foundation
import PackagePlugin

/// `swift package swiftui-migrate diff|check|apply [options] [--target NAME…] [PATH…]`:
/// runs the tool from the package's folder on the named targets' folders, the PATHs, or
/// (neither) the whole package, so paths in the output are relative to the package and its
/// `.swiftui-migrate` and `Package.swift` apply as on the command line.
@main
struct SwiftUIMigratePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    guard let command = rest.first, ["diff", "check", "apply"].contains(command) else {
      Diagnostics.error(
        "usage: swift package swiftui-migrate diff|check|apply [options] [--target NAME] [PATH...]"
          + " (apply needs --allow-writing-to-package-directory before the plugin's name)")
      throw PluginFailure.usage
    }
    rest.removeFirst()
    let package = context.package
    // `--target NAME`: that target's folder; else the PATHs given, or (none) the package.
    let paths = try package.targets(named: targetNames).map { target in
      guard let module = target.sourceModule else {
        Diagnostics.error("target '\(target.name)' has no Swift sources")
        throw PluginFailure.usage
      }
      return module.directoryURL.path
    }
    let process = Process()
    process.executableURL = try context.tool(named: "swiftui-migrate").url
    process.arguments = [command] + rest + paths
    process.currentDirectoryURL = package.directoryURL
    // SwiftPM prints a plugin's standard error on its standard output. Errors go through
    // Diagnostics (SwiftPM's stderr); for `diff` the notes and summary line are remarks
    // (shown with -v), so its output stays a clean patch; `check` and `apply` print them
    // after their report.
    let messages = Pipe()
    process.standardError = messages
    try process.run()
    let text = messages.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    for line in String(decoding: text, as: UTF8.self).split(separator: "\n").map(String.init) {
      if line.contains("error:") || (line.hasPrefix("swiftui-migrate: ") && !line.contains("note:"))
      {
        Diagnostics.error(line)
      } else if command == "diff" {
        Diagnostics.remark(line)
      } else {
        print(line)
      }
    }
    // The tool has said what went wrong; pass its exit code on (1: findings, 2: usage).
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
  }

}

enum PluginFailure: Error {
  case usage
}
