import MigrationKit
import SwiftCST

/// What a migration of the deprecated-API group does with a modifier call once the project's
/// own methods of that name are known: rewrite it (SwiftUI's modifier), leave it alone (the
/// receiver's type declares the method), or only report it (the receiver cannot be told apart).
enum ProjectMethodCheck {
  case rewrite
  case leave
  case report(Finding)

  /// `signature` names the modifier in the message (`navigationBarTitle(_:)`). With a
  /// `resolver`, a receiver of known type settles whose method is called.
  init(
    _ site: ModifierCallSite, _ methods: ProjectMethods, signature: String, id: String,
    resolver: Resolver? = nil
  ) {
    switch methods.verdict(for: site, resolver: resolver) {
    case .swiftUI: self = .rewrite
    case .project: self = .leave
    case .unsure(let types):
      self = .report(
        Finding(
          migrationID: id, range: site.range,
          message:
            "the project declares its own \(signature) (in \(types)); this call may be to it: left as is",
          safety: .diagnostic))
    }
  }
}
