import Foundation
import MigrationKit
import SwiftCST

/// `parse`: syntax errors on standard error; `--print` (round trip) or `--dump` on standard output.
enum ParseCommand {
  private struct Outcome: Sendable {
    var output: [UInt8] = []
    var messages: [String] = []
    var hasSyntaxErrors = false
    var unreadable = false
  }

  private struct Totals: Sendable {
    var syntaxErrors = false
    var errors = 0
    var missingPaths = 0
    var filesRead = 0
  }

  static func run(_ options: ParseOptions) -> Int32 {
    let console = Console.shared
    let walk = FileWalker().walk(options.paths)
    var totals = Totals()
    for issue in walk.issues {
      switch issue.kind {
      case .missing, .unreadable:
        console.error("\(issue.path): error: \(issue.reason)")
        totals.errors += 1
        if issue.kind == .missing { totals.missingPaths += 1 }
      case .skipped:
        console.error("\(issue.path): skipped: \(SkipReason(issue.reason, detail: issue.detail))")
      }
    }
    let files = walk.files
    let shared = Locked(totals)
    ParallelRunner.run(
      count: files.count, jobs: options.jobs ?? ParallelRunner.defaultJobs,
      work: { parse(files[$0], output: options.output) },
      deliver: { _, outcome in
        for message in outcome.messages { console.error(message) }
        console.output(outcome.output)
        shared.withLock {
          $0.syntaxErrors = $0.syntaxErrors || outcome.hasSyntaxErrors
          if outcome.unreadable { $0.errors += 1 } else { $0.filesRead += 1 }
        }
      })
    let result = shared.withLock { $0 }
    if let code = ExitCode.forErrors(
      result.errors, missingPaths: result.missingPaths, filesRead: result.filesRead)
    {
      return code
    }
    return result.syntaxErrors ? ExitCode.found : ExitCode.success
  }

  private static func parse(_ file: InputFile, output: ParseOptions.Output) -> Outcome {
    var outcome = Outcome()
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(file.contentPath)
    } catch {
      outcome.messages.append("\(file.path): error: \(error)")
      outcome.unreadable = true
      return outcome
    }
    let source = SourceFile(bytes: bytes)
    for diagnostic in source.diagnostics {
      outcome.messages.append(
        "\(file.path):\(source.location(of: diagnostic.offset)): error: \(diagnostic.message)")
    }
    outcome.hasSyntaxErrors = source.hasErrors
    switch output {
    case .diagnostics: break
    case .print: outcome.output = source.printed()
    case .dump: outcome.output = Array(source.dump().utf8)
    }
    return outcome
  }
}
