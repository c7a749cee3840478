import KartotekaCore

/// `export irbis`: records for IRBIS64 in its text exchange format.
struct ExportIRBISCommand: ExportCommand {
    static let configuration = CommandConfiguration(
        "export irbis", Bilingual { $0.exportIRBISSummary },
        details: ExportOptions.details, worksRemotely: true)
    static let format = IRBISFileFormat.text

    /// What to export and where.
    @Read var value: ExportOptions
}
