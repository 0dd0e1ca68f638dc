import SwiftCST

/// Which files of a run are rewritten and reported: those listed (`--files-from`,
/// `--changed-since`) and those of one shard (`--shard I/N`). The other files of the PATHs
/// are still read for the project index, so cross-file answers are the same as in a run
/// over everything.
public struct FileSelection: Sendable, Hashable {
  /// Resolved absolute paths; nil means every file.
  public var files: Set<String>?
  /// 1-based shard and the number of shards.
  public var shard: Shard?

  public struct Shard: Sendable, Hashable {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }

    /// Whether the file shown as `path` falls in this shard: FNV-1a of the path's bytes,
    /// modulo the count. Stable across machines and runs (Swift's `Hasher` is seeded per
    /// process), so CI machines agree without talking to each other.
    public func contains(path: String) -> Bool {
      Int(ByteHash.fnv1a(path.utf8) % UInt64(count)) == index - 1
    }
  }

  public init(files: Set<String>? = nil, shard: Shard? = nil) {
    self.files = files
    self.shard = shard
  }

  public func includes(_ file: InputFile) -> Bool {
    if let files, !files.contains(Paths.resolved(file.location)) && !files.contains(file.location) {
      return false
    }
    if let shard, !shard.contains(path: file.path) { return false }
    return true
  }
}
