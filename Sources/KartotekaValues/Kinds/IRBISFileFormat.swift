/// Which exchange format a file is in.
public enum IRBISFileFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// The plain-text `#tag: data` format with `*****` between records.
    case text
    /// ISO 2709, as IRBIS writes it.
    case iso2709 = "iso"

    /// The usual file name extension: `txt`, `iso`.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .iso2709: "iso"
        }
    }
}
