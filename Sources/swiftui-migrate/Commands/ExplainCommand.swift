import MigrationKit

/// `explain <id>`: the rationale and an example of one migration.
enum ExplainCommand {
  static func run(id: String, migrations: [any Migration]) -> Int32 {
    if id == "deployment-targets" || id == "targets" {
      Console.shared.output(deploymentTargets)
      return ExitCode.success
    }
    // A group id explains its members in one line each.
    let members = migrations.filter { $0.group == id }
    if !members.isEmpty {
      let width = members.map(\.id.count).max() ?? 0
      let lines = members.map { member in
        member.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + member.summary
      }
      Console.shared.output(
        "\(id): a group of \(members.count) migrations (select them all with --only \(id)):\n"
          + lines.joined(separator: "\n")
          + "\nRun 'swiftui-migrate explain <id>' for one of them.\n")
      return ExitCode.success
    }
    let migration: any Migration
    do {
      migration = try MigrationSelection.migration(id, in: migrations)
    } catch {
      Console.shared.error("swiftui-migrate: \(error)")
      return ExitCode.failure
    }
    Console.shared.output(text(migration))
    return ExitCode.success
  }

  static func text(_ migration: any Migration) -> String {
    let group = migration.group.map { ", group \($0)" } ?? ""
    let indent = { (code: String) in
      code.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.isEmpty ? "" : "    " + $0
      }.joined(separator: "\n")
    }
    return """
      \(migration.id) (\(migration.safety.rawValue)\(group))
      \(migration.summary)

      \(migration.rationale)

      Before:
      \(indent(migration.example.before))

      After:
      \(indent(migration.example.after))

      """
  }

  /// `explain deployment-targets`.
  static let deploymentTargets = """
    deployment-targets: how the tool finds the OS versions each file must run on

    Every file belongs to a module, and a rewrite that needs a newer OS than the module's
    targets is not made (or goes through a fallback helper). The tool reads the project
    files above each PATH and below it, once per run:
    - Package.swift (read as Swift, never run): platforms: and each target's folder
      (path:, else Sources/<name>, Tests/<name> for tests), exclude: and sources:;
    - *.xcodeproj/project.pbxproj: each target's build configurations, their xcconfig
      files (#include and #include? followed), SDKROOT, SUPPORTED_PLATFORMS and
      IPHONEOS_, MACOSX_, TVOS_, WATCHOS_ and XROS_DEPLOYMENT_TARGET; its synchronized
      folders or the files it lists;
    - project.yml or project-<name>.yml (XcodeGen) when no .xcodeproj is beside it, with
      the xcconfig files its configFiles: name (for the project and for each target);
    - Project.swift (Tuist, read as Swift, never run): each target's deploymentTargets:
      literal (.iOS("17.0"), .multiplatform(iOS: "17.0", macOS: "14.0")) and the folders
      of its sources:.
    A file belongs to the innermost package target whose folder holds it, else to the
    Xcode targets that compile it (the lowest version of them all), else to the nearest
    project as a whole. A module's targets are the lowest version per platform across its
    configurations, counting only the platforms it builds for. A project file that cannot
    be read or followed gives a note, and its files are treated as unknown: the oldest OS
    is assumed; the run then says once how many files that leaves and how to give their
    targets (--deployment-target, or that line in .swiftui-migrate).

    --deployment-target iOS=17.0,watchOS=10.0 gives the versions: a module whose project
    says its platforms (SDKROOT, SUPPORTED_PLATFORMS, platforms:, XcodeGen's platform:)
    gets those of its platforms only (the iOS app iOS 17.0, its watch app watchOS 10.0),
    even when its versions could not be read; a module whose platforms are unknown, or
    none of whose platforms the flag names, gets them all.

    Inside @available(iOS 17, *) (on a declaration or extension), the body of
    if #available(iOS 17, *) and the code after guard #available(iOS 17, *) the targets
    are raised for that platform; #unavailable and else branches raise nothing.

    Without --deployment-target, text output prints each module's targets on standard error
    (note: App (App.xcodeproj, target App): iOS 17.0); --format json gives every file its
    module and targets. Helper files are written once per module that needs them, in the
    module's own folder; when a project lists its files one by one, a note says to add
    the new file to the target.

    """
}
