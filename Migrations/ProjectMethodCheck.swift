import MigrationKit
import SwiftCST

/// What a migration of the deprecated-API group does with a modifier call once the project's
/// own methods of that name are known: rewrite it (SwiftUI's modifier), leave it alone (the
/// receiver's type declares the method), or only report it (the receiver cannot be told apart).
/// A report says the project's own method may be called, which asks nothing of the reader:
/// it is printed only with `--verbose`.
enum ProjectMethodCheck {
  case rewrite
  case leave
  case report(Finding)

  /// `signature` names the modifier in the message (`navigationBarTitle(_:)`). With a
  /// `resolver` (made only when the project declares a method the call may reach; without
  /// one, the file's own when `context` is given), a receiver of known type settles whose
  /// method is called. `missingOn`: the platforms where SwiftUI has no such modifier; where
  /// one of them compiles the call (its module builds for it and no `#if` rules it out), the
  /// call reaches a project method there, a shim the run may not hold (a run over one
  /// folder), and is only reported.
  init(
    _ site: ModifierCallSite, _ methods: ProjectMethods, signature: String, id: String,
    resolver: @autoclosure () -> Resolver? = nil, missingOn: [Platform] = [],
    context: MigrationContext? = nil
  ) {
    let compiling = context?.platformsCompiling(site.call.node, among: Platform.allCases)
    // Without one given, the file's resolver over the run's declarations.
    func made() -> Resolver? {
      if let given = resolver() { return given }
      guard let context else { return nil }
      return context.resolver(for: site.call.node.file)
    }
    switch methods.verdict(for: site, resolver: made, compiling: compiling) {
    case .swiftUI:
      let absent = context?.platformsCompiling(site.call.node, among: missingOn) ?? []
      if let platform = absent.first {
        self = .verboseNote(
          "SwiftUI has no \(signature) on \(platform.rawValue), which compiles this call: there it can only reach a method this run does not hold (a shim of the project or a package), which a rewrite would bypass; left as is",
          id: id, site: site)
        return
      }
      self = .rewrite
    case .project: self = .leave
    case .unsure(let types):
      self = .verboseNote(
        "the project declares its own \(signature) (in \(types)); this call may be to it: left as is",
        id: id, site: site)
    }
  }

  /// A report printed only with `--verbose`.
  private static func verboseNote(_ message: String, id: String, site: ModifierCallSite) -> Self {
    .report(
      Finding(
        migrationID: id, range: site.range, message: message, safety: .diagnostic,
        isVerboseOnly: true))
  }
}
