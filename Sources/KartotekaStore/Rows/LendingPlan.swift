import KartotekaCore

/// A loan decided on inside a transaction and not written yet: the copy's and the reader's rows
/// as read (locked), the due day, the lending desk's branch.
package struct LendingPlan: Sendable {
    /// The copy, as read.
    package let copy: CopyRecord
    /// The reader, as read.
    package let reader: ReaderRecord
    /// The due day the rule and the request give.
    package let dueOn: Day
    /// The branch whose desk lends.
    package let desk: BranchID
    /// `Лермонтов М. Ю. Герой нашего времени`, kept with the loan.
    package let titleDescription: String
    /// The day of the loan.
    package let today: Day
    /// Whether the reader has a hold on the title that this loan collects.
    package let collectsHold: Bool
    /// Whether the copy is lent to read in the library (the reading room), due back the same day.
    package var inLibrary = false
    /// The copies of the title the reader has on loan already.
    package var heldOfTitle: [InventoryNumber] = []
}
