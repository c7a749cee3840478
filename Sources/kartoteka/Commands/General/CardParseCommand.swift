import KartotekaCore

/// `card parse <file>`: reads a QR book card's text and lists its fields.
struct CardParseCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "card parse", Bilingual { $0.cardParseSummary },
        worksRemotely: true)
    /// `<file>`, or `-` for standard input.
    static let source = SingleValue.argument(Argument("file"))

    /// What `--json` prints.
    struct Report: Encodable {
        let fields: [String: String]
        let warnings: [String]
    }

    /// The card's file.
    let value: String

    func run(_ context: CommandContext) throws {
        let card = BookCard(parsing: try InputFile.text(value))
        for warning in card.warnings where !context.json {
            context.console.error(context.texts.warning(context.text(warning.message)))
        }
        let fields = Dictionary(uniqueKeysWithValues: card.fields.map { ($0.key.rawValue, $0.value) })
        let lines = BookCardKey.allCases.compactMap { key in card.fields[key].map { "\(key.rawValue): \($0)" } }
        try context.output(Report(fields: fields, warnings: card.warnings.map { context.text($0.message) }),
                           text: lines.joined(separator: "\n"))
    }
}
