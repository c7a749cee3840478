extension IRBISFileFormat {
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
}
