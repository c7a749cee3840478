/// A reader who may not borrow now, with why.
public struct BlockedReader: Sendable, Hashable {
    /// The reader.
    public var record: ReaderRecord
    /// The blocks, each with what lifts it.
    public var blocks: [ReaderBlock]

    /// Creates the row.
    public init(record: ReaderRecord, blocks: [ReaderBlock]) {
        self.record = record
        self.blocks = blocks
    }
}
