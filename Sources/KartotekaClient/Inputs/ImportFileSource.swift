/// What kind of file ``KartotekaClient/importFile(_:source:duplicates:dryRun:encoding:)`` sends.
public enum ImportFileSource: String, Sendable, Hashable, CaseIterable {
    /// The IRBIS plain-text exchange format: catalogue and reader records.
    case irbisText = "irbis-text"
    /// ISO 2709 with IRBIS tags: catalogue and reader records.
    case irbisISO = "irbis-iso"
    /// ISO 2709 RUSMARC catalogue records, from a national library or another system.
    case rusmarcISO = "rusmarc-iso"
}
