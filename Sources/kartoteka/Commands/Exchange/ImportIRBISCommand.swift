import KartotekaCore

/// `import irbis <file>`: loads an IRBIS text exchange file.
struct ImportIRBISCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "import irbis", Bilingual { $0.importIRBISSummary }, worksRemotely: true)

    /// The file and how to import it.
    let value: ImportOptions

    func run(_ context: CommandContext) throws {
        try value.run(.irbisText, context)
    }
}
