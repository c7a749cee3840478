import KartotekaCore

/// `export iso`: records for IRBIS64 in ISO 2709.
struct ExportISOCommand: ExportCommand {
    static let configuration = CommandConfiguration(
        "export iso", Bilingual { $0.exportISOSummary },
        details: ExportOptions.details, worksRemotely: true)
    static let format = IRBISFileFormat.iso2709

    /// What to export and where.
    @Read var value: ExportOptions
}
