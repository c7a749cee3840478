extension ImportProgress {
    /// The records in the whole file, estimated from the share read (exact at the end).
    public var estimatedTotal: Int {
        isFinal || fractionRead <= 0 ? recordsDone : max(recordsDone, Int((Double(recordsDone) / fractionRead).rounded()))
    }
}
