import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Running the Swift compiler from tests: parse checks and the SwiftUI type-check oracle.
public enum SwiftCompiler {
  /// What a compiler run printed (stdout and stderr together) and how it exited.
  public struct Output: Sendable {
    public var status: Int32
    public var text: String
  }

  /// The `swiftc` to run: `$SWIFTC` if set, else `swiftc` on `PATH`, else the `swiftc` of the
  /// toolchain whose runtime this test process loaded, else a few well-known install paths.
  public static let swiftcPath: String = locateSwiftc()

  /// Runs `swiftc` with `arguments`. Output goes to a temporary file rather than a pipe, so a
  /// compiler that prints a lot cannot block on a full pipe while we wait for it to exit.
  public static func run(_ arguments: [String]) throws -> Output {
    let fileManager = FileManager.default
    let logURL = fileManager.temporaryDirectory
      .appendingPathComponent(
        "swiftc-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).log")
    guard fileManager.createFile(atPath: logURL.path, contents: nil) else {
      throw CompilerError.cannotRun("cannot create \(logURL.path)")
    }
    defer { try? fileManager.removeItem(at: logURL) }
    let log = try FileHandle(forWritingTo: logURL)
    defer { try? log.close() }

    // The driver leaves an empty `TemporaryDirectory.*` folder in $TMPDIR after each
    // compile; give it a folder of its own, removed afterwards, so test runs leave nothing.
    let scratch = fileManager.temporaryDirectory
      .appendingPathComponent(
        "swiftc-tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? fileManager.removeItem(at: scratch) }
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.path

    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftcPath)
    process.arguments = arguments
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = log
    process.standardError = log
    do {
      try process.run()
    } catch {
      throw CompilerError.cannotRun("\(swiftcPath): \(error)")
    }
    process.waitUntilExit()
    let data = (try? Data(contentsOf: logURL)) ?? Data()
    return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
  }

  /// The `error:` lines of compiler output (`file:line:col: error: message`, or a bare
  /// `error: ...` from the driver), in order. Notes, warnings and source excerpts are dropped.
  public static func errorLines(in output: String) -> [String] {
    output.split(whereSeparator: \.isNewline).map(String.init).filter {
      $0.contains(": error: ") || $0.hasPrefix("error: ")
    }
  }

  /// Parse-only check (`swiftc -frontend -parse`): the syntax errors in `source`, each as
  /// `fileName:line:col: error: message`. Empty when the source parses. A compiler that cannot
  /// be run is reported as an error line too, so a test expecting none fails.
  public static func parseErrors(source: String, fileName: String = "input.swift") -> [String] {
    do {
      return try withTemporaryDirectory { directory in
        let file = directory.appendingPathComponent(fileName)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let output = try run(["-frontend", "-parse", "-diagnostic-style", "llvm", file.path])
        let errors = errorLines(in: output.text).map {
          $0.replacingOccurrences(of: directory.path + "/", with: "")
        }
        if output.status != 0 && errors.isEmpty {
          return ["error: swiftc -frontend -parse exited with \(output.status): \(output.text)"]
        }
        return errors
      }
    } catch {
      return ["error: \(error)"]
    }
  }

  static func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "swiftc-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
  }

  private static func locateSwiftc() -> String {
    let fileManager = FileManager.default
    func executable(_ path: String) -> String? {
      fileManager.isExecutableFile(atPath: path) ? path : nil
    }

    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SWIFTC"], let path = executable(explicit) { return path }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      if let path = executable("\(directory)/swiftc") { return path }
    }
    // The toolchain this process runs on: libswiftCore is loaded from <toolchain>/lib/swift/<os>/.
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
      for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
        guard let slash = line.firstIndex(of: "/"), let lib = line.range(of: "/lib/swift/") else {
          continue
        }
        let prefix = line[slash..<lib.lowerBound]
        if let path = executable("\(prefix)/bin/swiftc") { return path }
      }
    }
    for candidate in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc", "/usr/local/bin/swiftc"] {
      if let path = executable(candidate) { return path }
    }
    return "swiftc"
  }
}

public enum CompilerError: Error, CustomStringConvertible {
  case cannotRun(String)
  case stubDidNotCompile(String)
  case compilerFailed(status: Int32, output: String)

  public var description: String {
    switch self {
    case .cannotRun(let message): return "cannot run swiftc: \(message)"
    case .stubDidNotCompile(let output): return "the SwiftUI stub did not compile:\n\(output)"
    case .compilerFailed(let status, let output):
      return "swiftc exited with \(status) without an error line:\n\(output)"
    }
  }
}

/// The type-check oracle: compiles the `Tests/SwiftUIStub/*.swift` files (not `Samples/`) into
/// a module named `SwiftUI` (once per test process), and a module `UIKit` that re-exports it,
/// and type-checks fixtures against them. The
/// stub is split by area so that each file stays readable; `SwiftUI.swift` holds the core.
///
/// Fixtures are checked in Swift 5 language mode with `-parse-as-library` (unless one of the
/// files is `main.swift`). Availability is not enforced on Linux; see the stub's header.
public enum SwiftUIStub {
  /// The stub's source files, in name order.
  public static var sourceFiles: [URL] {
    let folder = Paths.packageRoot.appendingPathComponent("Tests/SwiftUIStub")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  /// Where this process keeps the compiled module (removed when the process exits).
  static let moduleDirectory: URL = FileManager.default.temporaryDirectory
    .appendingPathComponent(
      "swiftui-stub-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

  /// Compiled on first use; `static let` initialisation is thread-safe and runs once.
  private static let compiled: Result<URL, CompilerError> = compileStub()

  /// The directory holding `SwiftUI.swiftmodule`, compiling the stub if this is the first call.
  public static func modulePath() throws -> URL { try compiled.get() }

  private static func compileStub() -> Result<URL, CompilerError> {
    let directory = moduleDirectory
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(.cannotRun("cannot create \(directory.path): \(error)"))
    }
    atexit { try? FileManager.default.removeItem(at: SwiftUIStub.moduleDirectory) }
    var arguments = [
      "-emit-module", "-module-name", "SwiftUI", "-parse-as-library", "-swift-version", "5",
      "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path,
      "-diagnostic-style=llvm",
    ]
    arguments += sourceFiles.map(\.path)
    do {
      let output = try SwiftCompiler.run(arguments)
      guard output.status == 0 else { return .failure(.stubDidNotCompile(output.text)) }
      // `import UIKit`: the stub declares UIKit's few types (UIColor…) in `SwiftUI`, which
      // re-exports UIKit on iOS; the module `UIKit` re-exports the stub.
      let uiKitSource = directory.appendingPathComponent("UIKit.swift")
      try "@_exported import SwiftUI\n".write(to: uiKitSource, atomically: true, encoding: .utf8)
      let uiKit = try SwiftCompiler.run([
        "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "5",
        "-I", directory.path,
        "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path,
        uiKitSource.path,
      ])
      guard uiKit.status == 0 else { return .failure(.stubDidNotCompile(uiKit.text)) }
      // `import DesignSystem`: a design-system module of another package, whose static
      // members (`Palette.backgroundNorm`) are values of types the run does not declare.
      try emitModule(
        "DesignSystem",
        "import SwiftUI\n"
          + "public enum Palette { public static var backgroundNorm: Color { Color.gray } }\n"
          + "public enum Screens { public static var onboarding: Text { Text(\"Welcome\") } }\n",
        in: directory)
      // `import CoreData`: a store's records, ObservableObjects through `NSManagedObject`
      // (Core Data's class, not the run's).
      try emitModule(
        "CoreData",
        "@_exported import Foundation\nimport SwiftUI\n"
          + "open class NSManagedObject: NSObject, ObservableObject {}\n"
          + "open class NSManagedObjectContext: NSObject {}\n",
        in: directory)
      return .success(directory)
    } catch let error as CompilerError {
      return .failure(error)
    } catch {
      return .failure(.cannotRun("\(error)"))
    }
  }

  /// Compiles a small module `name` of `source`, which may import the stub, into `directory`.
  private static func emitModule(_ name: String, _ source: String, in directory: URL) throws {
    let file = directory.appendingPathComponent("\(name).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let output = try SwiftCompiler.run([
      "-emit-module", "-module-name", name, "-parse-as-library", "-swift-version", "5",
      "-I", directory.path,
      "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
      file.path,
    ])
    guard output.status == 0 else { throw CompilerError.stubDidNotCompile(output.text) }
  }

  /// Type-checks `files` together, as one module importing the stub `SwiftUI`, and returns the
  /// `error:` lines (`path:line:col: error: message`). Throws if the stub does not compile or
  /// the compiler fails without reporting an error.
  public static func typecheck(files: [URL]) throws -> [String] {
    let module = try modulePath()
    var arguments = [
      "-typecheck", "-module-name", "Fixture", "-swift-version", "5", "-I", module.path,
      "-diagnostic-style=llvm",
    ]
    if !files.contains(where: { $0.lastPathComponent == "main.swift" }) {
      arguments.append("-parse-as-library")
    }
    arguments += files.map(\.path)
    let output = try SwiftCompiler.run(arguments)
    // `#Preview`'s plugin ships with Xcode only, SwiftData's with the SDK: their arguments
    // type-check against the stub's macro declarations, and the one error left, that they
    // cannot expand, is not the fixture's.
    let errors = SwiftCompiler.errorLines(in: output.text).filter {
      !$0.contains("external macro implementation type 'PreviewsMacros.SwiftUIView'")
        && !$0.contains("external macro implementation type 'SwiftDataMacros.")
    }
    let unexpanded = ["PreviewsMacros", "SwiftDataMacros"]
    if output.status != 0 && errors.isEmpty && !unexpanded.contains(where: output.text.contains) {
      throw CompilerError.compilerFailed(status: output.status, output: output.text)
    }
    return errors
  }

  /// Type-checks in-memory sources, keyed by file name (`"Screen.swift"`). Error lines start
  /// with that file name.
  public static func typecheck(sources: [String: String]) throws -> [String] {
    try SwiftCompiler.withTemporaryDirectory { directory in
      var files: [URL] = []
      for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        files.append(file)
      }
      return try typecheck(files: files).map {
        $0.replacingOccurrences(of: directory.path + "/", with: "")
      }
    }
  }
}
