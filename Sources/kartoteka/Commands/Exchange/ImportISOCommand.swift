import KartotekaCore
import KartotekaExchange

/// `import iso <file> --format irbis|rusmarc`: loads an ISO 2709 file tagged as IRBIS or RUSMARC.
struct ImportISOCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "import iso", Bilingual { $0.importISOSummary }, worksRemotely: true)
    /// `--format irbis|rusmarc`.
    static let format = Option<ImportSource>.checked("format", "irbis|rusmarc", \.recordFormatHelp,
                                                     expected: Bilingual { $0.recordFormatChoices }) {
        ["irbis": .irbisISO, "rusmarc": .rusmarcISO][$0.lowercased()]
    }
    static let arguments = ImportOptions.arguments
    static let options: [any OptionDeclaration] = [format] + ImportOptions.options

    /// How the records are tagged.
    let source: ImportSource
    /// The file and how to import it.
    let file: ImportOptions

    init(_ input: CommandInput) throws {
        source = try input.required(Self.format)
        file = try ImportOptions(input)
    }

    func run(_ context: CommandContext) throws {
        try file.run(source, context)
    }
}
