import Foundation
import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// Finds the command a command line names, reads its part of the line with its own options,
/// runs it, and turns failures into messages and exit codes: 0 done, 1 the request failed (the
/// message says why), 64 the command line is wrong.
package struct CommandRunner: Sendable {
    let commands: [any KartotekaCommand.Type]
    let version: String
    /// What `serve` starts.
    let webApplication: any WebApplication

    /// The program's runner: every command, the program's version, and the web application `serve` starts.
    package init(webApplication: any WebApplication) {
        self.init(commands: KartotekaCommands.all, version: KartotekaVersion.current, webApplication: webApplication)
    }

    init(commands: [any KartotekaCommand.Type], version: String, webApplication: any WebApplication) {
        self.commands = commands
        self.version = version
        self.webApplication = webApplication
    }

    /// Runs a command line (without the program name) and returns the exit code.
    package func run(_ arguments: [String], environment: [String: String], clock: any LibraryClock) -> Int32 {
        let console = Console()
        var language = Language(localeIdentifier: environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"])
        let line = CommandLineParser(commands: commands).parse(arguments)
        do {
            if let chosen = try line.arguments.value(GlobalOptions.language) { language = chosen }
            if line.arguments.flag(GlobalOptions.version) {
                console.print("kartoteka \(version)")
                return 0
            }
            if let help = help(for: line, in: language) {
                console.print(help)
                return 0
            }
            if let problem = line.problem { throw problem }
            guard let command = line.command else { return refuseWithoutCommand(line, console: console, language: language) }
            return try run(command, line.arguments, environment: environment, clock: clock, console: console, language: language)
        } catch let configuration as ConfigurationError {
            console.error(Self.errorPrefix(language) + configuration.message.text(in: language))
            return 1
        } catch let usage as UsageError {
            console.error(Self.errorPrefix(language) + usage.message.text(in: language))
            let help = "kartoteka " + (line.command.map { "\($0.name) " } ?? "") + "--help"
            console.error(language.commandTexts.helpPointer(help))
            return 64
        } catch {
            console.error(Self.errorPrefix(language) + "\(error)")
            return 1
        }
    }

    /// `Ошибка: ` or `Error: `.
    static func errorPrefix(_ language: Language) -> String {
        language.commandTexts.errorPrefix
    }

    /// The help `--help` asks for: the command's, the group's, or the program's.
    private func help(for line: ParsedCommandLine, in language: Language) -> String? {
        guard line.arguments.flag(GlobalOptions.help) else { return nil }
        let printer = HelpPrinter(commands: commands, language: language)
        if let command = line.command { return printer.command(command) }
        if !line.words.isEmpty { return printer.group(line.words) }
        return line.arguments.positionals.isEmpty ? printer.overview() : nil
    }

    /// No command named: the program's help, or what the group has, or an unknown command.
    private func refuseWithoutCommand(_ line: ParsedCommandLine, console: Console, language: Language) -> Int32 {
        let printer = HelpPrinter(commands: commands, language: language)
        let rest = line.arguments.positionals
        if line.words.isEmpty && rest.isEmpty {
            console.error(printer.overview())
            return 64
        }
        let problem: UsageError = line.words.isEmpty || !rest.isEmpty
            ? .unknownCommand((line.words + rest).joined(separator: " "))
            : .missingCommand(group: line.words.joined(separator: " "))
        console.error(Self.errorPrefix(language) + problem.message.text(in: language))
        console.error(line.words.isEmpty ? language.commandTexts.helpPointer("kartoteka --help") : printer.group(line.words))
        return 64
    }

    /// Sets up the context, then builds the command from its input and runs it. Usage errors
    /// are thrown; any other failure is reported here.
    private func run(_ command: any KartotekaCommand.Type, _ arguments: ParsedArguments, environment: [String: String],
                     clock: any LibraryClock, console: Console, language: Language) throws -> Int32 {
        let configuration = try Configuration.load(configFile: arguments.text(GlobalOptions.configuration), environment: environment)
        let databaseFlag = arguments.text(GlobalOptions.database)
        let server = try RemoteServer.chosen(serverFlag: arguments.text(GlobalOptions.server), databaseFlag: databaseFlag,
                                             tokenFlag: arguments.text(GlobalOptions.token), configuration: configuration)
        let context = CommandContext(
            language: language, json: arguments.flag(GlobalOptions.json), command: command.name,
            database: databaseFlag ?? configuration.database, configuration: configuration, server: server,
            console: console, clock: clock, calendar: configuration.calendar, webApplication: webApplication)
        do {
            if let server { try refuseLocalOnly(command, arguments, server: server) }
            let input = CommandInput(command: command.name, arguments: arguments, argumentSpecs: command.argumentSpecs)
            try command.init(input).run(context)
            return 0
        } catch let usage as UsageError {
            throw usage
        } catch {
            ErrorReport(context: context).print(error)
            return 1
        }
    }

    /// While a server is set, a command or option that needs the local database is refused
    /// before anything is done.
    private func refuseLocalOnly(_ command: any KartotekaCommand.Type, _ arguments: ParsedArguments, server: RemoteServer) throws {
        guard command.configuration.worksRemotely else { throw LocalOnlyError.command(command.name, server: server.address) }
        if let option = command.optionSpecs.first(where: { !$0.worksRemotely && arguments.isGiven($0) }) {
            throw LocalOnlyError.option(option.name, command: command.name)
        }
    }
}
