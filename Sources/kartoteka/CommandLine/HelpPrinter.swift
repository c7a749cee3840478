import Foundation
import KartotekaCore

/// Renders `--help` for the program, a command group and a command.
struct HelpPrinter {
    let commands: [CommandSpec]
    let language: Language

    private func text(_ message: Bilingual) -> String { message.text(in: language) }
    private func text(ru: String, en: String) -> String { language == .russian ? ru : en }

    /// The program's help: what it is, the global options and every command.
    func overview() -> String {
        var lines = [
            text(ru: "kartoteka — библиотечная картотека: каталог, читатели, выдача книг, обмен с ИРБИС64.",
                 en: "kartoteka — a library desk system: catalogue, readers, lending, exchange with IRBIS64."),
            "",
            text(ru: "Использование: kartoteka [--db FILE | --server URL] [--lang ru|en] [--json] <команда> [параметры]",
                 en: "Usage: kartoteka [--db FILE | --server URL] [--lang ru|en] [--json] <command> [options]"),
            "",
            text(ru: "Команды:", en: "Commands:"),
        ]
        lines += table(commands.map { (usageLine($0), text($0.summary)) })
        lines += ["", text(ru: "Общие параметры:", en: "Global options:")]
        lines += table(GlobalOptions.all.map { (optionLabel($0), text($0.help)) })
        lines += ["  --version".padding(toLength: 36, withPad: " ", startingAt: 0) + text(ru: "версия программы", en: "program version")]
        lines += ["", text(ru: "Подробнее о команде: kartoteka <команда> --help", en: "More on a command: kartoteka <command> --help")]
        lines += [text(ru: "С сервером (--server, KARTOTEKA_SERVER) команды работают через его API с токеном из KARTOTEKA_TOKEN;",
                       en: "With a server (--server, KARTOTEKA_SERVER) the commands work through its API with the token in KARTOTEKA_TOKEN;"),
                  text(ru: "только с локальной базой: ", en: "only with a local database: ") + localOnlyNames().joined(separator: ", ") + "."]
        lines += [text(ru: "Коды выхода: 0 — готово, 1 — ошибка (сообщение объясняет), 64 — неверная командная строка.",
                       en: "Exit codes: 0 done, 1 error (the message explains), 64 wrong command line.")]
        return lines.joined(separator: "\n")
    }

    /// The commands of one group, such as `book`.
    func group(_ name: String) -> String {
        let members = commands.filter { $0.path.first == name }
        var lines = [text(ru: "Команды kartoteka \(name):", en: "kartoteka \(name) commands:")]
        lines += table(members.map { (usageLine($0), text($0.summary)) })
        lines += ["", text(ru: "Подробнее: kartoteka \(name) <команда> --help", en: "More: kartoteka \(name) <command> --help")]
        return lines.joined(separator: "\n")
    }

    /// One command's help: usage, options and notes.
    func command(_ command: CommandSpec) -> String {
        var lines = [text(command.summary), "", text(ru: "Использование: ", en: "Usage: ") + "kartoteka " + usageLine(command)
            + (command.options.isEmpty ? "" : text(ru: " [параметры]", en: " [options]"))]
        if !command.options.isEmpty {
            lines += ["", text(ru: "Параметры:", en: "Options:")]
            lines += table(command.options.map { (optionLabel($0), text($0.help)) })
        }
        if let details = command.details {
            lines += ["", text(details)]
        }
        if !command.worksRemotely {
            lines += ["", text(ru: "Работает только с локальной базой данных (не через --server).",
                               en: "Works only with a local database (not through --server).")]
        }
        let globals = GlobalOptions.all.map(optionLabel).joined(separator: ", ")
        lines += ["", text(ru: "Общие параметры: \(globals)", en: "Global options: \(globals)")]
        return lines.joined(separator: "\n")
    }

    /// The commands that work only with a local database: a whole group by its name.
    private func localOnlyNames() -> [String] {
        var names: [String] = []
        for command in commands where !command.worksRemotely {
            let group = command.path[0]
            let name = commands.filter { $0.path[0] == group }.allSatisfy { !$0.worksRemotely } ? group : command.name
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    private func usageLine(_ command: CommandSpec) -> String {
        ([command.name] + command.arguments.map { "<\($0)>" }).joined(separator: " ")
    }

    private func optionLabel(_ option: OptionSpec) -> String {
        option.takesValue ? "--\(option.name) \(option.placeholder)" : "--\(option.name)"
    }

    private func table(_ rows: [(String, String)]) -> [String] {
        rows.map { left, right in
            let label = "  " + left
            return label.count < 34 ? label.padding(toLength: 36, withPad: " ", startingAt: 0) + right : label + "\n" + String(repeating: " ", count: 36) + right
        }
    }
}
