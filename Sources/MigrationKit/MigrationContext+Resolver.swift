import SwiftCST

extension MigrationContext {
  /// The resolver of `file` against `semantic`, seen from `path`: made once per file and
  /// index, and shared by the migrations of a pass and the sites of each. Each migration
  /// made its own, per file or per site, and worked out again what another had (the names a
  /// scope binds, `Text`'s members, a view's properties). Sharing changes no answer: a
  /// resolver caches only what its file, index and path decide (`ResolverCache`,
  /// `ExpressionCache` and `LocalTypeCache`, keyed by node and depth).
  public func resolver(for file: SourceFile) -> Resolver {
    resolvers.resolver(for: file, index: semantic, path: path)
  }
}

/// The last resolver made by `MigrationContext.resolver(for:)`, with what it was made for.
/// It holds the file, so a new file never takes the address of the one it was made for. A
/// context belongs to one file and is read by the worker processing that file only (as its
/// `LazyStyle`), so there is no lock.
final class SharedResolver: @unchecked Sendable {
  private var made: Resolver?

  func resolver(for file: SourceFile, index: SemanticIndex, path: String) -> Resolver {
    if let made, made.file === file, made.index.isSame(as: index), made.path == path {
      return made
    }
    let resolver = Resolver(file: file, index: index, path: path)
    made = resolver
    return resolver
  }
}
