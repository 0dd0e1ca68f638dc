import Foundation
import MigrationKit

// Everything runs on a thread with a large stack: the parser is recursive.
let arguments = Array(CommandLine.arguments.dropFirst())
let status = ParallelRunner.onLargeStack { CLI.run(arguments) }
Console.shared.flush()
exit(status)
