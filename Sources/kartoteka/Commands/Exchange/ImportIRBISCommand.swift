import KartotekaCore

/// `import irbis <file>`: loads an IRBIS text exchange file.
struct ImportIRBISCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "import irbis", Bilingual { $0.importIRBISSummary }, worksRemotely: true)

    /// The file and how to import it.
    @Read var value: ImportOptions

    func run(_ context: CommandContext) throws {
        try value.run(.irbisText, context)
    }
}
