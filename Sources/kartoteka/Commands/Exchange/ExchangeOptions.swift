import KartotekaCore

/// What the export and import commands share: `--encoding` and how diagnostics are printed.
enum ExchangeOptions {
    /// `--encoding cp1251|utf-8` (`windows-1251`, `utf8` … too).
    static let encoding = Option<IRBISEncoding>.checked(
        "encoding", "cp1251|utf-8", \.encodingHelp,
        expected: Bilingual { $0.encodingChoices }) { text in
        switch text.lowercased() {
        case "cp1251", "windows-1251", "win1251", "1251": .windows1251
        case "utf-8", "utf8": .utf8
        default: nil
        }
    }

    /// Notes as lines for the terminal: the first `limit`, then how many more.
    static func lines(_ notes: [ExchangeNote], _ context: CommandContext, limit: Int = 50) -> [String] {
        var lines = notes.prefix(limit).map { note -> String in
            let kind = note.isError ? context.texts.errorLabel : context.texts.warningLabel
            return "\(kind). \(note.message)"
        }
        if notes.count > limit {
            lines.append(context.texts.andMore(notes.count - limit))
        }
        return lines
    }
}
