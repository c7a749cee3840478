import KartotekaCore

/// An export ready to download or attach.
public struct ExportFile: Sendable {
    /// The file's bytes.
    public var bytes: [UInt8]
    /// A file name such as `kartoteka-ibis-2024-01-15.txt`.
    public var fileName: String
    /// The media type, with the charset for text.
    public var mediaType: String
    /// How many records were written.
    public var recordCount: Int
    /// Problems found while mapping and writing, by record number.
    public var diagnostics: [IRBISDiagnostic]
    /// How many records a server left out, for a file that came from one (it sends the count, not
    /// the problems); nil for a file made here.
    public var leftOutOnServer: Int?

    /// Creates a file.
    public init(bytes: [UInt8], fileName: String, mediaType: String, recordCount: Int, diagnostics: [IRBISDiagnostic]) {
        self.bytes = bytes
        self.fileName = fileName
        self.mediaType = mediaType
        self.recordCount = recordCount
        self.diagnostics = diagnostics
    }

    /// The problems that left a record out of the file (a character the encoding lacks, a record
    /// over the format's size), by record number: never dropped in silence.
    public var leftOut: [IRBISDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// How many records were left out.
    public var leftOutCount: Int { leftOutOnServer ?? Set(leftOut.map { $0.record ?? 0 }).count }

    /// The media type of a format in an encoding.
    public static func mediaType(_ format: IRBISFileFormat, _ encoding: IRBISEncoding) -> String {
        switch format {
        case .text: "text/plain; charset=\(encoding.rawValue)"
        case .iso2709: "application/marc"
        }
    }
}
