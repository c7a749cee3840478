import KartotekaCore

/// What the export and import commands share: `--encoding` and how diagnostics are printed.
enum ExchangeOptions {
    /// `--encoding cp1251|utf-8` (`windows-1251`, `utf8` … too).
    static let encoding = Option<IRBISEncoding>.checked(
        "encoding", "cp1251|utf-8", "кодировка файла (по умолчанию из настроек, обычно cp1251)", "file encoding (default from the settings, usually cp1251)",
        expected: Bilingual(ru: "cp1251 или utf-8.", en: "cp1251 or utf-8.")) { text in
        switch text.lowercased() {
        case "cp1251", "windows-1251", "win1251", "1251": .windows1251
        case "utf-8", "utf8": .utf8
        default: nil
        }
    }

    /// Notes as lines for the terminal: the first `limit`, then how many more.
    static func lines(_ notes: [ExchangeNote], _ context: CommandContext, limit: Int = 50) -> [String] {
        var lines = notes.prefix(limit).map { note -> String in
            let kind = note.isError ? context.text(ru: "Ошибка", en: "Error") : context.text(ru: "Предупреждение", en: "Warning")
            return "\(kind). \(note.message)"
        }
        if notes.count > limit {
            lines.append(context.text(ru: "… и ещё \(notes.count - limit)", en: "… and \(notes.count - limit) more"))
        }
        return lines
    }
}
