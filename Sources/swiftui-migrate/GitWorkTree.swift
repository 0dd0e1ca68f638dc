import Foundation
import MigrationKit

/// The git work trees the files of a run live in, and their uncommitted changes, through
/// the user's own `git` (only when a `.git` is found above a PATH: git is asked nothing
/// outside a repository).
enum GitWorkTree {
  struct Failure: Error {
    var message: String
  }

  /// The top folder of the work tree holding `location` (absolute), or nil outside one.
  static func root(containing location: String) -> String? {
    var folder =
      Paths.kind(of: location, followingLinks: true) == .folder
      ? location : (location as NSString).deletingLastPathComponent
    while true {
      if Paths.kind(of: folder + "/.git", followingLinks: true) != .missing {
        guard let output = try? git(["rev-parse", "--show-toplevel"], in: folder) else {
          return nil
        }
        let top = output.trimmingCharacters(in: .newlines)
        return top.isEmpty ? nil : Paths.resolved(top)
      }
      if folder == "/" || folder.isEmpty { return nil }
      folder = (folder as NSString).deletingLastPathComponent
    }
  }

  /// Files with uncommitted changes in the work tree at `root` (staged, modified, or
  /// untracked and not ignored), as resolved absolute paths with a word for the change.
  static func uncommittedFiles(in root: String) throws -> [String: String] {
    let output = try git(
      ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--ignore-submodules"],
      in: root)
    var files: [String: String] = [:]
    var entries = output.split(separator: "\0", omittingEmptySubsequences: true)[...]
    while let entry = entries.popFirst() {
      guard entry.count > 3 else { continue }
      let code = Array(entry.prefix(2))
      let path = String(entry.dropFirst(3))
      // A rename or copy is followed by its source path.
      if code.contains("R") || code.contains("C") { _ = entries.popFirst() }
      let word =
        code == ["?", "?"]
        ? "untracked" : code[1] == " " ? "staged" : code[0] == " " ? "modified" : "staged, modified"
      files[Paths.resolved(root + "/" + path)] = word
    }
    return files
  }

  /// Runs `git` and returns its standard output; throws with its standard error.
  static func git(_ arguments: [String], in folder: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder] + arguments
    // `git status` would otherwise refresh the index: the repository is not ours to write.
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_OPTIONAL_LOCKS"] = "0"
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(message: "cannot run git: \(error.localizedDescription)")
    }
    // Both pipes are read at once, so that neither fills up and blocks git.
    let errorData = Locked(Data())
    let finished = DispatchSemaphore(value: 0)
    Thread {
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      errorData.withLock { $0 = data }
      finished.signal()
    }.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    finished.wait()
    guard process.terminationStatus == 0 else {
      let message =
        String(decoding: errorData.withLock { $0 }, as: UTF8.self)
        .split(separator: "\n").first.map(String.init) ?? "git failed"
      throw Failure(message: message)
    }
    return String(decoding: data, as: UTF8.self)
  }
}
