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
    /// The storage place where the copy actually is when that is another branch than its own (910^!).
    public var actualPlace: String

    /// Creates the accounts; none by default.
    public init(checkedOn: Day? = nil, writeOffReference: String = "", receiptAct: String = "", actualPlace: String = "") {
        self.checkedOn = checkedOn
        self.writeOffReference = writeOffReference
        self.receiptAct = receiptAct
        self.actualPlace = actualPlace
    }

    /// Whether it says anything.
    public var isEmpty: Bool { checkedOn == nil && writeOffReference.isEmpty && receiptAct.isEmpty && actualPlace.isEmpty }

    /// Whether it says anything written to the copy's own row: its last check, its act, where it is.
    public var touchesCopy: Bool { checkedOn != nil || !writeOffReference.isEmpty || !actualPlace.isEmpty }
}
