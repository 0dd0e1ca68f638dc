import Foundation
import MigrationKit

/// `--files-from`, `--changed-since` and `--shard`: which files of the run are rewritten and
/// reported. The PATHs (default: the current folder) are still all read for the index.
enum SelectedFiles {
  struct Resolved {
    var selection: FileSelection?
    /// Listed files, walked besides the PATHs (a listed file may lie outside them).
    var extraPaths: [String] = []
  }

  static func resolve(_ options: RewriteOptions, currentDirectory: String) throws -> Resolved {
    var resolved = Resolved()
    var files: Set<String>?
    if let source = options.filesFrom {
      let listed = try listedPaths(source)
      resolved.extraPaths = listed
      files = Set(
        listed.map {
          let location = Paths.absolute($0, in: currentDirectory)
          return Paths.resolved(location)
        })
    }
    if let ref = options.changedSince {
      let changed = try changedFiles(
        since: ref, options: options, currentDirectory: currentDirectory)
      files = files.map { $0.intersection(changed) } ?? changed
    }
    if files != nil || options.shard != nil {
      resolved.selection = FileSelection(files: files, shard: options.shard)
    }
    return resolved
  }

  /// The Swift files listed one per line in `source` (`-`: standard input).
  private static func listedPaths(_ source: String) throws -> [String] {
    let bytes: [UInt8]
    if source == "-" {
      bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
    } else {
      do {
        bytes = try FileIO.read(source)
      } catch {
        throw UsageError(message: "--files-from: \(source): \(error)")
      }
    }
    return String(decoding: bytes, as: UTF8.self)
      .split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
      .map { String($0).trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasSuffix(".swift") }
  }

  /// Files changed against `ref` (committed since, staged or not) and untracked files not
  /// ignored, that still exist, below the PATHs; resolved absolute paths.
  private static func changedFiles(
    since ref: String, options: RewriteOptions, currentDirectory: String
  ) throws -> Set<String> {
    let starts = (options.paths.isEmpty ? ["."] : options.paths).map {
      Paths.absolute($0, in: currentDirectory)
    }
    guard let root = GitWorkTree.root(containing: starts[0]) else {
      throw UsageError(
        message:
          "--changed-since needs a git work tree, and \(Paths.relative(starts[0], to: currentDirectory)) is not in one"
      )
    }
    do {
      _ = try GitWorkTree.git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: root)
    } catch {
      throw UsageError(message: "--changed-since: unknown git ref '\(ref)'")
    }
    let changed: String
    let untracked: String
    do {
      changed = try GitWorkTree.git(
        ["diff", "--name-only", "-z", "--diff-filter=d", "--no-renames", ref, "--"], in: root)
      untracked = try GitWorkTree.git(
        ["ls-files", "--others", "--exclude-standard", "-z"], in: root)
    } catch let failure as GitWorkTree.Failure {
      throw UsageError(message: "--changed-since: git: \(failure.message)")
    }
    let resolvedStarts = starts.map { Paths.resolved($0) }
    var files: Set<String> = []
    for path in (changed + untracked).split(separator: "\0") where path.hasSuffix(".swift") {
      let location = Paths.resolved(root + "/" + path)
      guard
        resolvedStarts.contains(where: {
          location == $0 || location.hasPrefix($0 + "/") || $0 == "/"
        })
      else { continue }
      files.insert(location)
    }
    return files
  }
}
