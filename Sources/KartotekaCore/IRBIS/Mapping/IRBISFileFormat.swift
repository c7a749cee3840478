/// Which exchange format a file is in.
public enum IRBISFileFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// The plain-text `#tag: data` format with `*****` between records.
    case text
    /// ISO 2709, as IRBIS writes it.
    case iso2709 = "iso"

    /// Writes records in this format with the settings' encoding (and line ends for text).
    public func write(_ records: [IRBISRecord], settings: IRBISExportSettings) -> IRBISWriteResult {
        switch self {
        case .text: settings.textWriter.write(records)
        case .iso2709: settings.isoWriter.write(records)
        }
    }

    /// Reads records in this format; `encoding` `nil` detects it for text and means Windows-1251 for ISO 2709.
    public func read(_ bytes: [UInt8], encoding: IRBISEncoding? = nil) -> IRBISReadResult {
        switch self {
        case .text: IRBISTextReader(encoding: encoding).read(bytes)
        case .iso2709: ISO2709Reader(encoding: encoding ?? .windows1251).read(bytes)
        }
    }

    /// The usual file name extension: `txt`, `iso`.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .iso2709: "iso"
        }
    }
}
