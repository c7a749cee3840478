import KartotekaCore

/// `export iso`: records for IRBIS64 in ISO 2709.
struct ExportISOCommand: ExportCommand {
    static let configuration = CommandConfiguration(
        "export iso", Bilingual(ru: "выгрузка для ИРБИС64 в ISO 2709", en: "export for IRBIS64 in ISO 2709"),
        details: ExportOptions.details, worksRemotely: true)
    static let format = IRBISFileFormat.iso2709

    /// What to export and where.
    let value: ExportOptions
}
