import SwiftCST

/// For each interned name (`NameTable` id), the modules whose table holds positions under
/// it, in ascending order: a question about a name across the other modules visits these
/// alone. (On a run of dozens of modules, each question probed every module's table, and
/// copied each module's tables to do so.) One flat array, a range per name.
struct ModulesByName: Sendable {
  private let starts: [Int32]
  private let modules: [Int32]

  /// `keysByModule[m]`: the keys (name ids, below `nameCount`) of module m's table.
  init(nameCount: Int, keysByModule: [[UInt64]]) {
    var starts = [Int32](filledWith: 0, count: nameCount + 1)
    for keys in keysByModule {
      for key in keys {
        precondition(key < UInt64(nameCount), "a key that is no name id")
        starts[Int(key) + 1] += 1
      }
    }
    for index in starts.indices.dropFirst() { starts[index] += starts[index - 1] }
    var next = starts
    var modules = [Int32](filledWith: 0, count: Int(starts[nameCount]))
    for (module, keys) in keysByModule.enumerated() {
      for key in keys {
        modules[Int(next[Int(key)])] = Int32(module)
        next[Int(key)] += 1
      }
    }
    self.starts = starts
    self.modules = modules
  }

  /// The modules holding `key`, in ascending order.
  func modules(holding key: UInt64) -> ArraySlice<Int32> {
    guard key < UInt64(starts.count - 1) else { return [] }
    return modules[Int(starts[Int(key)])..<Int(starts[Int(key) + 1])]
  }
}
