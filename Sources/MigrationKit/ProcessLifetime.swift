/// Values deliberately kept until the process exits (`EngineOptions.freesIndexAtEnd`):
/// a run's index is freed by the exit at no cost instead of object by object.
enum ProcessLifetime {
  private static let kept = Locked<[any Sendable]>([])

  static func keep(_ values: [any Sendable]) {
    kept.withLock { $0 += values }
  }
}
