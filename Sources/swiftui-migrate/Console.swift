import Foundation

/// Standard output and standard error, shared by all threads. Colour only when standard
/// output is a terminal (and `NO_COLOR` is not set); a progress line only on a terminal.
final class Console: @unchecked Sendable {
  static let shared = Console()

  private let lock = NSLock()
  let outputIsTerminal = isatty(STDOUT_FILENO) != 0
  let errorIsTerminal = isatty(STDERR_FILENO) != 0
  private var progressShown = false
  private var buffered: [UInt8] = []

  /// Told once: `ProcessInfo.environment` makes a dictionary of the whole environment each
  /// time it is read, and colour was asked for each line of a diff (on a terminal, a quarter
  /// of the CPU time of `diff` on a large app).
  let usesColor =
    isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

  func output(_ text: String) { output(Array(text.utf8)) }

  func output(_ bytes: [UInt8]) {
    lock.lock()
    defer { lock.unlock() }
    buffered += bytes
    if buffered.count > 1 << 16 { flushLocked() }
  }

  /// One line on standard error (the newline is added).
  func error(_ line: String) {
    lock.lock()
    defer { lock.unlock() }
    flushLocked()
    clearProgressLocked()
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// `[done/total]` on standard error, rewritten in place.
  func progress(_ done: Int, of total: Int) {
    guard errorIsTerminal else { return }
    lock.lock()
    defer { lock.unlock() }
    flushLocked()
    FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total) files]".utf8))
    progressShown = true
  }

  func flush() {
    lock.lock()
    defer { lock.unlock() }
    flushLocked()
  }

  private func flushLocked() {
    guard !buffered.isEmpty else { return }
    clearProgressLocked()
    FileHandle.standardOutput.write(Data(buffered))
    buffered.removeAll(keepingCapacity: true)
  }

  private func clearProgressLocked() {
    guard progressShown else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    progressShown = false
  }

  /// ANSI colours for terminal output.
  enum Style: String {
    case bold = "1"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
  }

  func styled(_ text: String, _ style: Style) -> String {
    usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}
