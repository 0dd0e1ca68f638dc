import Foundation
import MigrationKit

/// `apply` does not write over uncommitted work (cargo fix's rule): when a file it would
/// write has uncommitted changes in its git work tree, it refuses and lists them, unless
/// `--allow-dirty`. Outside a git work tree it proceeds and says so once.
enum SafeApply {
  /// The message to refuse with, or nil to go ahead.
  static func refusal(engine: Engine, paths: [String], currentDirectory: String) -> String? {
    let starts = (paths.isEmpty ? ["."] : paths).map { Paths.absolute($0, in: currentDirectory) }
    var roots: Set<String> = []
    var outside = false
    for start in starts {
      if let root = GitWorkTree.root(containing: start) {
        roots.insert(root)
      } else {
        outside = true
      }
    }
    if outside {
      Console.shared.error(
        "swiftui-migrate: note: not in a git work tree, so apply cannot check for uncommitted changes; going ahead"
      )
    }
    var dirty: [String: String] = [:]
    for root in roots.sorted() {
      do {
        dirty.merge(try GitWorkTree.uncommittedFiles(in: root)) { first, _ in first }
      } catch let failure as GitWorkTree.Failure {
        return
          "swiftui-migrate: git status failed in \(Paths.relative(root, to: currentDirectory)): \(failure.message); rerun with --allow-dirty to write anyway"
      } catch {
        return "swiftui-migrate: git status failed: \(error)"
      }
    }
    // Only Swift files can be written (rewritten or created as helpers).
    let dirtySwift = dirty.filter { $0.key.hasSuffix(".swift") }
    guard !dirtySwift.isEmpty else { return nil }
    // Which files would be written: a dry run, only when there is uncommitted work at all.
    var dryRun = engine.options
    dryRun.mode = .diff
    dryRun.rendersChanges = false
    let written = Locked([String]())
    Engine(options: dryRun).run(paths: paths) { report in
      guard report.status == .changed || report.status == .created else { return }
      let location = Paths.absolute(report.path, in: currentDirectory)
      let key = Paths.resolved(location)
      if let word = dirtySwift[key] ?? dirtySwift[location] {
        written.withLock { $0.append("  \(report.path) (\(word))") }
      }
    }
    let listed = written.withLock { $0 }
    guard !listed.isEmpty else { return nil }
    return
      "swiftui-migrate: apply would write \(listed.count == 1 ? "a file" : "files") with uncommitted changes; commit or stash them first, or rerun with --allow-dirty:\n"
      + listed.joined(separator: "\n")
  }
}
