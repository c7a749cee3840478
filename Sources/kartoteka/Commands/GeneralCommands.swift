import Foundation
import KartotekaCore

/// `init`, `isbn check`, `author-sign`, `card parse`.
enum GeneralCommands {
    static let all: [CommandSpec] = [initialize, isbnCheck, authorSign, cardParse]

    static let initialize = CommandSpec("init", Bilingual(ru: "создать базу данных (или обновить её схему)", en: "create the database (or bring its schema up to date)")) { context, _ in
        let store = try context.store()
        let version = try store.schemaVersion()
        try context.output(["database": context.databasePath, "schemaVersion": "\(version)"],
                           text: context.text(ru: "База данных готова: \(context.databasePath) (схема \(version)).",
                                              en: "Database ready: \(context.databasePath) (schema \(version))."))
    }

    struct ISBNReport: Encodable {
        let valid: Bool
        let isbn13: String
        let isbn10: String?
        let hyphenated: String
    }

    static let isbnCheck = CommandSpec("isbn check", Bilingual(ru: "проверить ISBN и показать его формы", en: "check an ISBN and show its forms"),
                                       arguments: ["isbn"], worksRemotely: true) { context, input in
        let isbn = try ISBN(parsing: input.positionals[0])
        let report = ISBNReport(valid: true, isbn13: isbn.digits, isbn10: isbn.isbn10, hyphenated: isbn.hyphenated)
        let ten = isbn.hyphenated10.map { ", ISBN-10: \($0)" } ?? ""
        try context.output(report, text: context.text(ru: "\(isbn.hyphenated) — верный ISBN\(ten)", en: "\(isbn.hyphenated) — a valid ISBN\(ten)"))
    }

    static let authorSign = CommandSpec(
        "author-sign", Bilingual(ru: "авторский знак по таблице Хавкиной", en: "author sign from the Havkina table"),
        arguments: ["surname"],
        options: [.value("style", "compact|spaced", "Л49 (compact) или Л 49 (spaced); по умолчанию из настроек библиотеки",
                         "Л49 (compact) or Л 49 (spaced); default from the library settings")],
        details: Bilingual(ru: "Через сервер (--server) настройки библиотеки не читаются: по умолчанию compact.",
                           en: "Through a server (--server) the library settings are not read: compact by default."),
        worksRemotely: true
    ) { context, input in
        let surname = input.positionals[0]
        var style = AuthorSignStyle.compact
        if let text = input.option("style") {
            guard let chosen = AuthorSignStyle(rawValue: text) else {
                throw UsageError.invalidValue(option: "style", value: text, expected: Bilingual(ru: "compact или spaced.", en: "compact or spaced."))
            }
            style = chosen
        } else if context.localDatabaseExists {
            style = try context.store().settings().authorSignStyle
        }
        guard let sign = AuthorSign.compute(surname: surname, style: style) else {
            throw ValidationError(field: "authorSurname", message: Bilingual(
                ru: "Для «\(surname)» нет авторского знака: фамилия должна начинаться с русской или латинской буквы.",
                en: "No author sign for “\(surname)”: the surname must start with a Russian or Latin letter."))
        }
        try context.output(["surname": surname, "authorSign": sign], text: sign)
    }

    struct CardReport: Encodable {
        let fields: [String: String]
        let warnings: [String]
    }

    static let cardParse = CommandSpec(
        "card parse", Bilingual(ru: "прочитать текст QR-карточки книги (файл или - для стандартного ввода)",
                                en: "read a QR book card text (a file, or - for standard input)"),
        arguments: ["file"], worksRemotely: true
    ) { context, input in
        let card = BookCard(parsing: try readText(input.positionals[0]))
        for warning in card.warnings where !context.json {
            context.console.error(context.text(ru: "Предупреждение: ", en: "Warning: ") + context.text(warning.message))
        }
        let fields = Dictionary(uniqueKeysWithValues: card.fields.map { ($0.key.rawValue, $0.value) })
        let lines = BookCardKey.allCases.compactMap { key in card.fields[key].map { "\(key.rawValue): \($0)" } }
        try context.output(CardReport(fields: fields, warnings: card.warnings.map { context.text($0.message) }),
                           text: lines.joined(separator: "\n"))
    }

    /// Reads a UTF-8 text file, or standard input for `-`.
    static func readText(_ path: String) throws -> String {
        let data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
        return String(decoding: data, as: UTF8.self)
    }
}
