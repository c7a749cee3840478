import KartotekaCore

/// The kind of file being imported.
public enum ImportSource: Sendable, Hashable {
    /// The IRBIS plain-text exchange format (catalogue and reader records).
    case irbisText
    /// ISO 2709 with IRBIS tags (catalogue and reader records).
    case irbisISO
    /// ISO 2709 RUSMARC catalogue records (from a national library or another system).
    case rusmarcISO

    /// The exchange format of the file.
    var format: IRBISFileFormat {
        self == .irbisText ? .text : .iso2709
    }
}
