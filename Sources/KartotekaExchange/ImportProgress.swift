/// How far a running import has got, told after each stored batch.
public struct ImportProgress: Sendable, Hashable {
    /// Records mapped and stored (or, in a dry run, checked) so far.
    public var recordsDone: Int
    /// The share of the file read so far, 0…1 (a small file is read whole at once).
    public var fractionRead: Double
    /// Whether this is the report after the last batch.
    public var isFinal: Bool

    /// Creates a progress report.
    public init(recordsDone: Int, fractionRead: Double, isFinal: Bool = false) {
        self.recordsDone = recordsDone
        self.fractionRead = fractionRead
        self.isFinal = isFinal
    }

    /// The records in the whole file, estimated from the share read (exact at the end).
    public var estimatedTotal: Int {
        isFinal || fractionRead <= 0 ? recordsDone : max(recordsDone, Int((Double(recordsDone) / fractionRead).rounded()))
    }
}
