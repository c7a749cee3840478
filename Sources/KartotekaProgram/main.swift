import Foundation
import KartotekaCommandLine

let runner = CommandRunner(webApplication: KartotekaWebApplication())
exit(runner.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                clock: SystemClock()))
