import SwiftCST

extension MigrationContext {
  /// The resolver of `file` against `semantic`, seen from `path`: made once per file and
  /// index, and shared by the migrations of a pass and the sites of each. Each migration
  /// made its own, per file or per site, and worked out again what another had (the names a
  /// scope binds, `Text`'s members, a view's properties). Sharing changes no answer: a
  /// resolver caches only what its file, index and path decide (`ResolverCache`,
  /// `ExpressionCache` and `LocalTypeCache`, keyed by node and depth).
  public func resolver(for file: SourceFile) -> Resolver {
    shared.resolver(for: file, index: semantic, path: path)
  }
}
