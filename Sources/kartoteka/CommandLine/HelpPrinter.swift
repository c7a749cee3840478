import Foundation
import KartotekaCore

/// Renders `--help` for the program, a command group and a command.
struct HelpPrinter {
    let commands: [any KartotekaCommand.Type]
    let language: Language

    private func text(_ message: Bilingual) -> String { message.text(in: language) }
    private func text(ru: String, en: String) -> String { language == .russian ? ru : en }

    /// The program's help: what it is, the global options and every command.
    func overview() -> String {
        var lines = [
            text(ru: "kartoteka — библиотечная картотека: каталог, читатели, выдача книг, обмен с ИРБИС64.",
                 en: "kartoteka — a library desk system: catalogue, readers, lending, exchange with IRBIS64."),
            "",
            text(ru: "Использование: kartoteka [--db FILE|URL | --server URL] [--lang ru|en] [--json] <команда> [параметры]",
                 en: "Usage: kartoteka [--db FILE|URL | --server URL] [--lang ru|en] [--json] <command> [options]"),
            "",
            text(ru: "Команды:", en: "Commands:"),
        ]
        lines += table(commands.map { (usageLine($0), text($0.configuration.summary)) })
        lines += ["", text(ru: "Общие параметры:", en: "Global options:")]
        lines += table((GlobalOptions.all + [GlobalOptions.version]).map { ($0.spec.label, text($0.spec.help)) })
        lines += ["", text(ru: "Подробнее о команде: kartoteka <команда> --help", en: "More on a command: kartoteka <command> --help")]
        lines += [text(ru: "С сервером (--server, KARTOTEKA_SERVER) команды работают через его API с токеном из KARTOTEKA_TOKEN;",
                       en: "With a server (--server, KARTOTEKA_SERVER) the commands work through its API with the token in KARTOTEKA_TOKEN;"),
                  text(ru: "только с локальной базой: ", en: "only with a local database: ") + localOnlyNames().joined(separator: ", ") + "."]
        lines += [text(ru: "Коды выхода: 0 — готово, 1 — ошибка (сообщение объясняет), 64 — неверная командная строка.",
                       en: "Exit codes: 0 done, 1 error (the message explains), 64 wrong command line.")]
        return lines.joined(separator: "\n")
    }

    /// The commands of one group, such as `book` or `user token`.
    func group(_ words: [String]) -> String {
        let name = words.joined(separator: " ")
        let members = commands.filter { $0.configuration.words.starts(with: words) }
        var lines = [text(ru: "Команды kartoteka \(name):", en: "kartoteka \(name) commands:")]
        lines += table(members.map { (usageLine($0), text($0.configuration.summary)) })
        lines += ["", text(ru: "Подробнее: kartoteka \(name) <команда> --help", en: "More: kartoteka \(name) <command> --help")]
        return lines.joined(separator: "\n")
    }

    /// One command's help: usage, options and notes.
    func command(_ command: any KartotekaCommand.Type) -> String {
        let configuration = command.configuration
        let options = command.optionSpecs
        var lines = [text(configuration.summary), "", text(ru: "Использование: ", en: "Usage: ") + "kartoteka " + usageLine(command)
            + (options.isEmpty ? "" : text(ru: " [параметры]", en: " [options]"))]
        if !options.isEmpty {
            lines += ["", text(ru: "Параметры:", en: "Options:")]
            lines += table(options.map { ($0.label, text($0.help)) })
        }
        if let details = configuration.details {
            lines += ["", text(details)]
        }
        if !configuration.worksRemotely {
            lines += ["", text(ru: "Работает только с локальной базой данных (не через --server).",
                               en: "Works only with a local database (not through --server).")]
        }
        let globals = GlobalOptions.all.map(\.spec.label).joined(separator: ", ")
        lines += ["", text(ru: "Общие параметры: \(globals)", en: "Global options: \(globals)")]
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
