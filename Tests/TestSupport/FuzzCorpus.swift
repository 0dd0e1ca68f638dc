import Foundation

/// The seed files fuzz tests mutate: every Swift file under `Fixtures/` (the migrations'
/// cases and the demo app), in path order.
public enum FuzzCorpus {
  public static func fixtureFiles() throws -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: Paths.fixtures, includingPropertiesForKeys: nil)
    else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted {
      $0.path < $1.path
    }
  }

  public static func sources() throws -> [(name: String, bytes: [UInt8])] {
    let root = Paths.fixtures.path + "/"
    return try fixtureFiles().map {
      (String($0.path.dropFirst(root.count)), try [UInt8](Data(contentsOf: $0)))
    }
  }
}

/// How long a fuzz test runs: a fixed number of mutants in CI, or, when the environment
/// variable `SWIFTUI_MIGRATE_FUZZ_SECONDS` is set, as many as fit in that many seconds
/// (with a seed from `SWIFTUI_MIGRATE_FUZZ_SEED`, else the clock, printed so a failure can
/// be repeated).
public struct FuzzBudget {
  public static let secondsVariable = "SWIFTUI_MIGRATE_FUZZ_SECONDS"
  public static let seedVariable = "SWIFTUI_MIGRATE_FUZZ_SEED"

  public let mutants: Int
  public let deadline: Date?
  public let seed: UInt64

  /// `mutants` and `seed` are the CI values; the environment overrides them.
  public init(mutants: Int, seed: UInt64) {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment[Self.secondsVariable], let seconds = Double(text), seconds > 0 {
      self.mutants = .max
      deadline = Date(timeIntervalSinceNow: seconds)
      self.seed =
        environment[Self.seedVariable].flatMap { UInt64($0) }
        ?? UInt64(Date().timeIntervalSince1970 * 1000)
      print("fuzzing for \(seconds) s with \(Self.seedVariable)=\(self.seed)")
    } else {
      self.mutants = mutants
      deadline = nil
      self.seed = seed
    }
  }

  /// Whether to make mutant number `count` (counting from 0).
  public func allows(_ count: Int) -> Bool {
    if let deadline { return Date() < deadline }
    return count < mutants
  }

  /// Writes a failing input where it can be picked up again; returns the path.
  public static func save(_ bytes: [UInt8], name: String) -> String {
    let path =
      NSTemporaryDirectory() + "/swiftui-migrate-fuzz-\(name)-\(UUID().uuidString.prefix(8)).swift"
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
  }
}
