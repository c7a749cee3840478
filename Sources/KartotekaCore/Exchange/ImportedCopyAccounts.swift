/// What an IRBIS 910 field says of a copy's accounts besides the copy itself: the day of its
/// last stock check (^S), the act that wrote it off (^V, for a copy written off in IRBIS), and
/// the act its batch came with (^Y).
public struct ImportedCopyAccounts: Sendable, Hashable {
    /// The last stock check's day.
    public var checkedOn: Day?
    /// The act of write-off's number as IRBIS has it.
    public var writeOffReference: String
    /// The number of the act the copy's batch came with.
    public var receiptAct: String

    /// Creates the accounts; none by default.
    public init(checkedOn: Day? = nil, writeOffReference: String = "", receiptAct: String = "") {
        self.checkedOn = checkedOn
        self.writeOffReference = writeOffReference
        self.receiptAct = receiptAct
    }

    /// Whether it says anything.
    public var isEmpty: Bool { checkedOn == nil && writeOffReference.isEmpty && receiptAct.isEmpty }
}
