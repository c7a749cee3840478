import Foundation
import KartotekaCore

let runner = CommandRunner(
    commands: GeneralCommands.all + BookCommands.all + CopyCommands.all + ReaderCommands.all
        + CirculationCommands.all + LocationCommands.all + SettingsCommands.all + ExportCommands.all + ImportCommands.all
        + UserCommands.all + CareCommands.all + CataloguingCommands.all
        + ServeCommand.all,
    version: KartotekaVersion.current)
exit(runner.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                clock: SystemClock()))
