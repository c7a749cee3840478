import Foundation

/// Where the bytes of an import come from.
public enum ImportInput: Sendable {
    /// A whole file already in memory (standard input).
    case bytes([UInt8])
    /// An upload as the request brought it, read in place (never copied).
    case data(Data)
    /// A file on disk, read a piece at a time (IRBIS text and ISO 2709 alike), so memory stays
    /// bounded whatever the file's size.
    case file(path: String)
}
