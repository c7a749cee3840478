import KartotekaCore
import KartotekaExchange

/// `import iso <file> --format irbis|rusmarc`: loads an ISO 2709 file tagged as IRBIS or RUSMARC.
struct ImportISOCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "import iso", Bilingual(ru: "загрузить файл ISO 2709 (ИРБИС или RUSMARC)", en: "load an ISO 2709 file (IRBIS or RUSMARC)"), worksRemotely: true)
    /// `--format irbis|rusmarc`.
    static let format = Option<ImportSource>.checked("format", "irbis|rusmarc", "разметка записей: теги ИРБИС или RUSMARC", "record tagging: IRBIS or RUSMARC",
                                                     expected: Bilingual(ru: "irbis или rusmarc.", en: "irbis or rusmarc.")) {
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
