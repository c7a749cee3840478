import Foundation
import KartotekaCore

/// Renders `--help` for the program, a command group and a command.
struct HelpPrinter {
    let commands: [any KartotekaCommand.Type]
    let language: Language

    private func text(_ message: Bilingual) -> String { message.text(in: language) }
    private var texts: any CommandTexts { language.commandTexts }

    /// The program's help: what it is, the global options and every command.
    func overview() -> String {
        var lines = [
            texts.programSummary,
            "",
            texts.programUsage,
            "",
            texts.commandsHeading,
        ]
        lines += table(commands.map { (usageLine($0), text($0.configuration.summary)) })
        lines += ["", texts.globalOptionsHeading]
        lines += table((GlobalOptions.all + [GlobalOptions.version]).map { ($0.spec.label, text($0.spec.help)) })
        lines += ["", texts.moreOnACommand]
        lines += [texts.withAServer,
                  texts.onlyWithLocalDatabase(localOnlyNames())]
        lines += [texts.exitCodes]
        return lines.joined(separator: "\n")
    }

    /// The commands of one group, such as `book` or `user token`.
    func group(_ words: [String]) -> String {
        let name = words.joined(separator: " ")
        let members = commands.filter { $0.configuration.words.starts(with: words) }
        var lines = [texts.groupCommandsHeading(name)]
        lines += table(members.map { (usageLine($0), text($0.configuration.summary)) })
        lines += ["", texts.moreOnGroup(name)]
        return lines.joined(separator: "\n")
    }

    /// One command's help: usage, options and notes.
    func command(_ command: any KartotekaCommand.Type) -> String {
        let configuration = command.configuration
        let options = command.optionSpecs
        var lines = [text(configuration.summary), "", texts.commandUsage(usageLine(command), withOptions: !options.isEmpty)]
        if !options.isEmpty {
            lines += ["", texts.optionsHeading]
            lines += table(options.map { ($0.label, text($0.help)) })
        }
        if let details = configuration.details {
            lines += ["", text(details)]
        }
        if !configuration.worksRemotely {
            lines += ["", texts.worksOnlyLocally]
        }
        lines += ["", texts.globalOptionsLine(GlobalOptions.all.map(\.spec.label))]
        return lines.joined(separator: "\n")
    }

    /// The commands that work only with a local database: a whole group by its name.
    private func localOnlyNames() -> [String] {
        var names: [String] = []
        for command in commands where !command.configuration.worksRemotely {
            let group = command.configuration.words[0]
            let members = commands.filter { $0.configuration.words[0] == group }
            let name = members.allSatisfy { !$0.configuration.worksRemotely } ? group : command.name
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    private func usageLine(_ command: any KartotekaCommand.Type) -> String {
        ([command.name] + command.argumentSpecs.map(\.label)).joined(separator: " ")
    }

    private func table(_ rows: [(String, String)]) -> [String] {
        rows.map { left, right in
            let label = "  " + left
            return label.count < 34 ? label.padding(toLength: 36, withPad: " ", startingAt: 0) + right : label + "\n" + String(repeating: " ", count: 36) + right
        }
    }
}
