extension SemanticStorage {
  /// The modules that compile the file at `path` (its own first), nil when the run has no
  /// file there (the files are in path order).
  func modules(ofPath path: String) -> [String]? {
    let file = fileIndex(ofPath: path)
    return file >= 0 ? files[Int(file)].modules : nil
  }

  /// Whether code of module `module` (a position, -1 for one that declares nothing) sees a
  /// declaration of `access` written in the file at `path`: a module compiling that file is
  /// `module`, or the access reaches across modules (public, or internal to a module it
  /// imports as testable). True when the run has no file at `path`.
  func sees(declarationAt path: String, access: AccessLevel, from module: Int) -> Bool {
    guard let modules = modules(ofPath: path) else { return true }
    let declaring = modules.map(moduleIndex(of:))
    if declaring.contains(module) { return true }
    return declaring.contains { $0 >= 0 && access >= self.access(of: $0, from: module) }
  }
}

extension SemanticIndex {
  /// Whether the asking file sees a declaration of `access` written in the file at `path`
  /// (`SemanticStorage.sees(declarationAt:access:from:)`), in each module compiling the asking
  /// file; true when they disagree (code several modules compile may reach it in one).
  public func sees(declarationAt path: String, access: AccessLevel) -> Bool {
    answered(agreed(true) { storage.sees(declarationAt: path, access: access, from: $0) }) {
      $0.sees(declarationAt: path, access: access)
    }
  }

  /// The same index as seen from the run's file at `path` (its modules, see
  /// `seen(from:alsoCompiledBy:path:)`, with its file-private types); this one when the
  /// run has no file there. A decision
  /// that several files make alike (whether a class converts, asked by the class's file and
  /// by each file using it) asks about code written in a file as that file's modules see it,
  /// whoever asks.
  public func seen(fromFileAt path: String) -> SemanticIndex {
    let modules = answered(storage.modules(ofPath: path)) { $0.storage.modules(ofPath: path) }
    guard let modules, let first = modules.first else { return self }
    if first == module && Array(modules.dropFirst()) == otherModules && path == self.path {
      return self
    }
    return seen(from: first, alsoCompiledBy: Array(modules.dropFirst()), path: path)
  }
}
