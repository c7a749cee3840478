/// What kind of file an import reads (`source` of `POST /api/v1/import`).
public enum ImportFileSource: String, Sendable, Hashable, CaseIterable {
    /// The IRBIS plain-text exchange format: catalogue and reader records.
    case irbisText = "irbis-text"
    /// ISO 2709 with IRBIS tags: catalogue and reader records.
    case irbisISO = "irbis-iso"
    /// ISO 2709 RUSMARC catalogue records, from a national library or another system.
    case rusmarcISO = "rusmarc-iso"

    /// The source a request names, by its code or a short name (`irbis`, `text`, `iso`, `rusmarc`).
    public init?(parameter text: String) {
        switch text {
        case "irbis-text", "irbis", "text": self = .irbisText
        case "irbis-iso", "iso": self = .irbisISO
        case "rusmarc-iso", "rusmarc": self = .rusmarcISO
        default: return nil
        }
    }

    /// The short names a request may use instead of the codes.
    public static let shortNames = ["irbis", "text", "iso", "rusmarc"]
}
