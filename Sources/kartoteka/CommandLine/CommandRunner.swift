import Foundation
import KartotekaCore
import KartotekaWire

/// Finds the command a command line names, runs it, and turns failures into messages and exit codes:
/// 0 done, 1 the request failed (the message says why), 64 the command line is wrong.
struct CommandRunner: Sendable {
    let commands: [CommandSpec]
    let version: String

    /// Runs a command line (without the program name) and returns the exit code.
    func run(_ arguments: [String], environment: [String: String], clock: any LibraryClock) -> Int32 {
        let console = Console()
        var language = Language(localeIdentifier: environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"])
        do {
            let valueOptions = Set((GlobalOptions.all + commands.flatMap(\.options)).filter(\.takesValue).map(\.name))
            let parsed = try ParsedArguments.parse(arguments, valueOptions: valueOptions)
            if let lang = parsed.value("lang") {
                guard let chosen = Language(rawValue: lang) else {
                    throw UsageError.invalidValue(option: "lang", value: lang, expected: Bilingual(ru: "ru или en.", en: "ru or en."))
                }
                language = chosen
            }
            if parsed.flag("version") {
                console.print("kartoteka \(version)")
                return 0
            }
            let help = HelpPrinter(commands: commands, language: language)
            guard !parsed.positionals.isEmpty else {
                if parsed.flag("help") {
                    console.print(help.overview())
                    return 0
                }
                console.error(help.overview())
                return 64
            }
            guard let command = match(parsed.positionals) else {
                let group = parsed.positionals[0]
                if commands.contains(where: { $0.path.first == group }) {
                    if parsed.flag("help") {
                        console.print(help.group(group))
                        return 0
                    }
                    console.error(UsageError.missingCommand(group: group).message.text(in: language))
                    console.error(help.group(group))
                    return 64
                }
                throw UsageError.unknownCommand(parsed.positionals.joined(separator: " "))
            }
            if parsed.flag("help") {
                console.print(help.command(command))
                return 0
            }
            let configuration = try Configuration.load(configFile: parsed.value("config"), environment: environment)
            let server = try RemoteServer.chosen(serverFlag: parsed.value("server"), databaseFlag: parsed.value("db"),
                                                 tokenFlag: parsed.value("token"), configuration: configuration)
            let context = CommandContext(
                language: language, json: parsed.flag("json"), command: command.name, databasePath: parsed.value("db") ?? configuration.database,
                configuration: configuration, server: server, console: console, clock: clock, calendar: LibraryCalendar(timeZone: .current))
            let input = try validatedInput(parsed, for: command)
            do {
                if let server { try refuseLocalOnly(command, parsed, server: server) }
                try command.run(context, input)
                return 0
            } catch let usage as UsageError {
                throw usage
            } catch {
                report(error, context: context)
                return 1
            }
        } catch let configuration as ConfigurationError {
            console.error((language == .russian ? "Ошибка: " : "Error: ") + configuration.message.text(in: language))
            return 1
        } catch let usage as UsageError {
            console.error(language == .russian ? "Ошибка: \(usage.message.russian)" : "Error: \(usage.message.english)")
            console.error(language == .russian ? "Справка: kartoteka --help" : "Help: kartoteka --help")
            return 64
        } catch {
            console.error((language == .russian ? "Ошибка: " : "Error: ") + "\(error)")
            return 1
        }
    }

    private func match(_ words: [String]) -> CommandSpec? {
        commands.filter { words.starts(with: $0.path) }.max { $0.path.count < $1.path.count }
    }

    private func validatedInput(_ parsed: ParsedArguments, for command: CommandSpec) throws(UsageError) -> CommandInput {
        let known = Set((GlobalOptions.all + command.options).map(\.name) + ["version"])
        for name in Set(parsed.values.keys).union(parsed.flags) where !known.contains(name) {
            throw .unknownOption(name, command: command.name)
        }
        let rest = Array(parsed.positionals.dropFirst(command.path.count))
        let required = command.arguments.filter { !$0.hasSuffix("?") && !$0.hasSuffix("...") }
        if rest.count < required.count {
            throw .missingArgument(required[rest.count], command: command.name)
        }
        if !(command.arguments.last?.hasSuffix("...") ?? false), rest.count > command.arguments.count {
            throw .extraArgument(rest[command.arguments.count], command: command.name)
        }
        return CommandInput(command: command.name, arguments: parsed, positionals: rest)
    }

    /// While a server is set, a command or option that needs the local database is refused
    /// before anything is done.
    private func refuseLocalOnly(_ command: CommandSpec, _ parsed: ParsedArguments, server: RemoteServer) throws {
        guard command.worksRemotely else { throw LocalOnlyError.command(command.name, server: server.address) }
        let given = Set(parsed.values.keys).union(parsed.flags)
        if let option = command.options.first(where: { !$0.worksRemotely && given.contains($0.name) }) {
            throw LocalOnlyError.option(option.name, command: command.name)
        }
    }

    private func report(_ error: any Error, context: CommandContext) {
        let prefix = context.text(ru: "Ошибка: ", en: "Error: ")
        switch error {
        case let failure as any KartotekaError:
            if context.json {
                let resource = ErrorResource(failure, language: context.language)
                if let data = try? WireJSON.encoder(pretty: true).encode(resource) {
                    context.console.print(String(decoding: data, as: UTF8.self))
                }
            }
            if let validation = failure as? ValidationError {
                context.console.error(prefix + context.text(ru: "проверьте данные:", en: "please check the input:"))
                for problem in validation.problems {
                    context.console.error("  --\(CommandLineNames.option(forField: problem.field)): \(context.text(problem.message))")
                }
            } else {
                context.console.error(prefix + context.text(failure.message))
            }
        case let cocoa as CocoaError where cocoa.code == .fileReadNoSuchFile || cocoa.code == .fileNoSuchFile:
            let path = (cocoa.userInfo[NSFilePathErrorKey] as? String) ?? cocoa.userInfo["NSFilePath"] as? String ?? ""
            context.console.error(prefix + context.text(ru: "файл не найден: \(path)", en: "file not found: \(path)"))
        default:
            context.console.error(prefix + "\(error.localizedDescription)")
        }
    }
}
