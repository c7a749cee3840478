/// A title with all its copies, as the title card shows it.
public struct TitleDetails: Sendable, Hashable {
    /// The title.
    public var record: TitleRecord
    /// Its copies, by inventory number.
    public var copies: [CopyDetails]
    /// How its copies stand at each branch that has any (the main branch first).
    public var byBranch: [BranchCopyCounts]
    /// Its holds in force: the queue in its order, then the copies set aside.
    public var holds: [HoldRecord]

    /// Creates the details.
    public init(record: TitleRecord, copies: [CopyDetails], byBranch: [BranchCopyCounts] = [], holds: [HoldRecord] = []) {
        self.record = record
        self.copies = copies
        self.byBranch = byBranch
        self.holds = holds
    }
}

extension TitleDetails {
    /// The hold a copy is set aside for, if any.
    public func hold(settingAside inventory: InventoryNumber) -> HoldRecord? {
        holds.first { $0.state.hasCopy && $0.copy == inventory }
    }
}
