import Foundation
import MigrationKit

// A short-lived process: its threads take memory from the system in large steps.
HeapGrowth.enable()
// Everything runs on a thread with a large stack: the parser is recursive.
let arguments = Array(CommandLine.arguments.dropFirst())
let status = ParallelRunner.onLargeStack { CLI.run(arguments) }
Console.shared.flush()
exit(status)
