import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released.
public final class TemporaryFolder: @unchecked Sendable {
  public let url: URL
  public var path: String { url.path }

  public init(prefix: String = "swiftui-migrate-tests") {
    let name = "\(prefix)-\(UUID().uuidString.prefix(8))"
    // Resolve symbolic links (macOS: /var → /private/var) so paths compare as the tool sees them.
    let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
    url = base.appendingPathComponent(name)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes a file (creating folders); `relativePath` like `Sources/A.swift`.
  @discardableResult
  public func write(_ relativePath: String, _ text: String) -> String {
    write(relativePath, bytes: Array(text.utf8))
  }

  @discardableResult
  public func write(_ relativePath: String, bytes: [UInt8]) -> String {
    let file = url.appendingPathComponent(relativePath)
    try! FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! Data(bytes).write(to: file)
    return file.path
  }

  public func read(_ relativePath: String) -> String? {
    guard
      let data = FileManager.default.contents(atPath: url.appendingPathComponent(relativePath).path)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Every file below the folder (relative paths, sorted) with its contents, to check that
  /// nothing changed.
  public func snapshot() -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
      let full = url.appendingPathComponent(relative).path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
        result[relative] = FileManager.default.contents(atPath: full) ?? Data()
      }
    }
    return result
  }
}

/// The result of running a program.
public struct ProcessResult: Sendable {
  public var status: Int32
  public var stdout: String
  public var stderr: String
}

/// Runs a program and waits for it, capturing its output.
public func runProcess(
  _ executable: String, _ arguments: [String], in folder: String, input: Data? = nil
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: folder)
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = "1"
  process.environment = environment
  let outPipe = Pipe()
  let errPipe = Pipe()
  let inPipe = Pipe()
  process.standardOutput = outPipe
  process.standardError = errPipe
  process.standardInput = inPipe
  try process.run()
  if let input { inPipe.fileHandleForWriting.write(input) }
  try inPipe.fileHandleForWriting.close()
  // Read both pipes concurrently so that neither fills up and blocks the child.
  let errData = OnceBox(Data())
  let reader = Thread { errData.set(errPipe.fileHandleForReading.readDataToEndOfFile()) }
  reader.start()
  let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  while !errData.isSet { usleep(1000) }
  return ProcessResult(
    status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
    stderr: String(decoding: errData.value, as: UTF8.self))
}

/// A value set once by another thread.
private final class OnceBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  private var wasSet = false
  init(_ value: Value) { stored = value }
  func set(_ value: Value) {
    lock.lock()
    stored = value
    wasSet = true
    lock.unlock()
  }
  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return wasSet
  }
  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
