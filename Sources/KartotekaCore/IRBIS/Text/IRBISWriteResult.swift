/// The bytes of an export file and what happened while writing it.
public struct IRBISWriteResult: Sendable, Hashable {
    /// The file's bytes in the chosen encoding.
    public var bytes: [UInt8]
    /// What was changed or left out, by record number (from 1, in the order given).
    public var diagnostics: [IRBISDiagnostic]
    /// How many records are in the file.
    public var recordsWritten: Int

    /// Creates a result.
    public init(bytes: [UInt8] = [], diagnostics: [IRBISDiagnostic] = [], recordsWritten: Int = 0) {
        self.bytes = bytes
        self.diagnostics = diagnostics
        self.recordsWritten = recordsWritten
    }
}
