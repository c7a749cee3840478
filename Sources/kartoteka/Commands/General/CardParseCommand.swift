import KartotekaCore

/// `card parse <file>`: reads a QR book card's text and lists its fields.
struct CardParseCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "card parse", Bilingual { $0.cardParseSummary },
        worksRemotely: true)

    /// What `--json` prints.
    struct Report: Encodable {
        let fields: [String: String]
        let warnings: [String]
    }

    /// The card's file, or `-` for standard input.
    @Read(Argument("file")) var value: String

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
