import Foundation
import KartotekaCore

let runner = CommandRunner(commands: KartotekaCommands.all, version: KartotekaVersion.current)
exit(runner.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                clock: SystemClock()))
