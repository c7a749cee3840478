/// Records read from an exchange file and what was wrong in it.
public struct IRBISReadResult: Sendable, Hashable {
    /// The records read, in file order (records that could not be read at all are not here).
    public var records: [IRBISRecord]
    /// What was wrong, by record number (position in the file, from 1) and, for text, line.
    public var diagnostics: [IRBISDiagnostic]
    /// The encoding the bytes were read in.
    public var encoding: IRBISEncoding

    /// Creates a result.
    public init(records: [IRBISRecord] = [], diagnostics: [IRBISDiagnostic] = [], encoding: IRBISEncoding) {
        self.records = records
        self.diagnostics = diagnostics
        self.encoding = encoding
    }
}
