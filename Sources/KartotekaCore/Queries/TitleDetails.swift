/// A title with all its copies, as the title card shows it.
public struct TitleDetails: Sendable, Hashable {
    /// The title.
    public var record: TitleRecord
    /// Its copies, by inventory number.
    public var copies: [CopyDetails]
    /// How its copies stand at each branch that has any (the main branch first).
    public var byBranch: [BranchCopyCounts]

    /// Creates the details.
    public init(record: TitleRecord, copies: [CopyDetails], byBranch: [BranchCopyCounts] = []) {
        self.record = record
        self.copies = copies
        self.byBranch = byBranch
    }
}
