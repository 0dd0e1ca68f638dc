/// Usage texts for `--help`.
enum Help {
  static let version = "0.1.0-dev"

  static func text(for command: String?) -> String {
    switch command {
    case "list": list
    case "explain": explain
    case "diff", "apply", "check": rewrite(command!)
    case "parse": parse
    default: general
    }
  }

  static let general = """
    swiftui-migrate: rewrites SwiftUI code along layout and view-structure best practices.

    Usage:
      swiftui-migrate list                          migrations: id, safety, group, summary
      swiftui-migrate explain <id>                  rationale and a before/after example
      swiftui-migrate diff   [options] [PATH...]    dry run: unified diff on stdout, nothing written
      swiftui-migrate apply  [options] [PATH...]    rewrite files in place
      swiftui-migrate check  [options] [PATH...]    report findings; exit 1 if a fix would apply
      swiftui-migrate parse  [--dump|--print] PATH...  report syntax errors

    Run 'swiftui-migrate <command> --help' for the options of a command.
    Exit codes: 0 success; 1 check found something, parse found syntax errors, or some
    files could not be read or written; 2 usage error, a missing PATH, or nothing read.

    """

  static let list = """
    Usage: swiftui-migrate list

    Lists every migration: id, safety (safe fixes apply by default, review fixes with
    --include-review, diagnostic findings are only reported), group, and summary.

    """

  static let explain = """
    Usage: swiftui-migrate explain <id>
           swiftui-migrate explain deployment-targets

    Shows why a migration exists, what it changes, when it does not fire, and an example.
    `explain deployment-targets` says how the targets of each file are found.

    """

  static func rewrite(_ command: String) -> String {
    let what =
      switch command {
      case "diff":
        "Prints the changes as a unified diff (for git apply or patch -p1); writes nothing."
      case "apply":
        "Rewrites the files in place (one atomic write per file): exactly what diff shows."
      default:
        """
        Prints 'file:line:col: warning: message [id]' for a finding with a fix ('[id, review]'
        when only --include-review applies it) and 'note: message [id]' for one without.
        Exits 1 if a fix would apply (exactly what apply would change with the same
        options), else 0.
        """
      }
    let formats =
      command == "check"
      ? "\n  --format github|sarif        GitHub Actions annotations, or a SARIF 2.1.0 log" : ""
    let dirty =
      (command == "apply"
        ? "\n  --allow-dirty                write files that have uncommitted changes in git" : "")
      + (command == "check"
        ? "\n  --report-unused-suppressions also report suppression comments that switch nothing"
          + "\n                               off (exit 1 for them only with --strict)"
        : "\n  --add-suppressions           no fixes: add '// swiftui-migrate:disable:next <id> --"
          + "\n                               baseline' above each line with a finding")
    let strict =
      command == "check"
      ? """

        --strict                     exit 1 for any finding shown, with or without a fix
        --verbose                    also print findings that say there is nothing to do

      """ : "\n"
    return """
      Usage: swiftui-migrate \(command) [options] [PATH...]

      \(what)
      PATHs are files or folders (searched for *.swift); none means the current folder.

      Options:
        --only <id>[,<id>...]        run only these migrations (ids or group ids)
        --exclude <id>[,<id>...]     leave these migrations out
        --include-review             also apply review-level fixes
        --deployment-target <list>   e.g. iOS=17.0,macOS=14.0 (default: from Package.swift
                                     or the Xcode project; unknown means the oldest OS)
        --format text|json           output format (default text)\(formats)
        --jobs <n>                   files processed in parallel (default: the number of cores)
        --exclude-paths <glob>[,...] leave out matching paths (**/Generated/**, Pods, *.pb.swift)
        --config <file>              read options from this file instead of the nearest
                                     .swiftui-migrate (one or more options per line, # comments)
        --no-config                  ignore configuration files
        --min-version <x.y.z>        fail (exit 2) if this tool is older
        --files-from <file>|-        rewrite only the listed files (one per line; - is stdin)
        --changed-since <git-ref>    rewrite only files changed since the ref, and untracked ones
        --shard <i>/<n>              rewrite only shard i of n (by path hash); every file is
                                     still read for the project index
        --stdin-path <path>          read the source from stdin as this file (apply prints
                                     the result instead of writing)\(dirty)\(strict)
      """
  }

  static let parse = """
    Usage: swiftui-migrate parse [--dump|--print] PATH...

    Parses the files and prints 'file:line:col: error: message' on stderr for each syntax
    error. Exits 1 if a file has one, 2 if a path cannot be read, else 0.

    Options:
      --print    write each file back out from its syntax tree (a round trip)
      --dump     print each file's syntax tree
      --jobs <n> files parsed in parallel (default: the number of cores)

    """
}
