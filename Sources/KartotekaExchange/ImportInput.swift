/// Where the bytes of an import come from.
public enum ImportInput: Sendable {
    /// A whole file already in memory (an upload).
    case bytes([UInt8])
    /// A file on disk: IRBIS text is read a piece at a time, so memory stays bounded whatever
    /// the file's size; ISO 2709 is read with one read and its records parsed one at a time.
    case file(path: String)
}
