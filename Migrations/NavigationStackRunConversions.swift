import MigrationKit
import SwiftCST

/// Whether this run renames every NavigationView of the run (at review level at most). A
/// `.navigationViewStyle(.stack)` applied above other views then styles nothing once the
/// run's fixes are applied, and is removed with them (review): left with a note, it was
/// removed only by a second run, so `apply --include-review` did not settle.
///
/// Each file with a `NavigationView(…)` call the rename leaves records a fact: two or three
/// children, another style, `#if` inside, a closure with a signature, generated code, a
/// suppression comment. The targets (too old, or a module that builds for macOS alone, where
/// a NavigationView with links is only reported) are read per file of
/// `NavigationStack.navigationViewFileKey` at the style's finding. The facts come with that
/// key's, from the same look-up of the file's calls.
enum RunConversions {
  /// A file with a NavigationView this migration does not rename.
  static let leftKey = "navigation-stack.navigation-view-left"

  /// The fact for a file whose `NavigationView(…)` calls are `calls` (not empty).
  static func facts(in file: SourceFile, calls: [FunctionCall]) -> [ProjectFact] {
    let left =
      file.containsBytes("swiftui-migrate:disable") || GeneratedCode.skipReason(file.bytes) != nil
      || calls.contains { !isRenamed($0) }
    return left ? [ProjectFact(key: leftKey, value: "")] : []
  }

  /// Whether `call` is a NavigationView the migration renames (as `findings` decides, apart
  /// from the targets): one child, and no style of its own but the stack style.
  static func isRenamed(_ call: FunctionCall) -> Bool {
    guard let closure = NavigationStack.renamableContent(of: call),
      NavigationStack.children(of: closure).count == 1
    else { return false }
    let styles = ModifierChain(base: call.node).modifiers.filter {
      $0.name == "navigationViewStyle"
    }
    return styles.isEmpty || (styles.count == 1 && InheritedStackStyle.isStack(styles[0]))
  }

  /// Whether the run has NavigationViews and renames every one of them: none is in a file
  /// the run only indexes (outside `--files-from`, `--shard`), which it does not rewrite.
  static func renamesEveryNavigationView(_ context: MigrationContext) -> Bool {
    let index = context.index
    guard !index.hasFacts(forKey: leftKey) else { return false }
    let files = index.facts(forKey: NavigationStack.navigationViewFileKey)
    return !files.isEmpty
      && files.allSatisfy { fact in
        guard index.rewrites(fileAt: fact.path) else { return false }
        let targets = context.deploymentTargets(ofFile: fact.path)
        let macOSAlone = targets.versions.count == 1 && targets.versions[.macOS] != nil
        return targets.allAtLeast(NavigationStack.availability) && !macOSAlone
      }
  }
}
