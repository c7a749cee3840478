import Foundation

/// An IRBIS export as the server sent it, ready to save or hand on.
public struct ExportedFile: Sendable, Hashable {
    /// The file's bytes, in the encoding the media type names.
    public var bytes: Data
    /// The name the server gave it: `kartoteka-ibis-2026-12-02.txt`.
    public var fileName: String
    /// `text/plain; charset=windows-1251` (or `utf-8`) for plain text, `application/marc` for ISO 2709.
    public var mediaType: String
    /// How many records the file holds.
    public var recordCount: Int
    /// How many records the server left out of it (a character the encoding lacks, a record too
    /// large); the export page on the server names them.
    public var recordsLeftOut: Int

    /// Creates a file.
    public init(bytes: Data, fileName: String, mediaType: String, recordCount: Int, recordsLeftOut: Int = 0) {
        self.bytes = bytes
        self.fileName = fileName
        self.mediaType = mediaType
        self.recordCount = recordCount
        self.recordsLeftOut = recordsLeftOut
    }
}
