extension SemanticStorage {
  /// The modules that compile the file at `path` (its own first), nil when the run has no
  /// file there (the files are in path order).
  func modules(ofPath path: String) -> [String]? {
    var low = 0
    var high = files.count
    while low < high {
      let middle = (low + high) / 2
      if files[middle].path < path { low = middle + 1 } else { high = middle }
    }
    guard low < files.count, files[low].path == path else { return nil }
    return files[low].modules
  }
}

extension SemanticIndex {
  /// The same index as seen from the run's file at `path` (its modules, see
  /// `seen(from:alsoCompiledBy:)`); this one when the run has no file there. A decision
  /// that several files make alike (whether a class converts, asked by the class's file and
  /// by each file using it) asks about code written in a file as that file's modules see it,
  /// whoever asks.
  public func seen(fromFileAt path: String) -> SemanticIndex {
    let modules = answered(storage.modules(ofPath: path)) { $0.storage.modules(ofPath: path) }
    guard let modules, let first = modules.first else { return self }
    if first == module && Array(modules.dropFirst()) == otherModules { return self }
    return seen(from: first, alsoCompiledBy: Array(modules.dropFirst()))
  }
}
