/// A title with all its copies, as the title card shows it.
public struct TitleDetails: Sendable, Hashable {
    /// The title.
    public var record: TitleRecord
    /// Its copies, by inventory number.
    public var copies: [CopyDetails]

    /// Creates the details.
    public init(record: TitleRecord, copies: [CopyDetails]) {
        self.record = record
        self.copies = copies
    }
}
