/// The project only extends Swift's Task: `Task { … }` is still Swift's.
extension Task where Success == Never, Failure == Never {
  static func pause() async {
    try? await Task.sleep(nanoseconds: 1_000_000)
  }
}
